import{a as o}from"./chunk-WGLM2XAG.js";var m={ratingLabel:"Rating",ratingStar:"{count} star",ratingStars:"{count} stars",ratingOutOf:"{value} out of {max} stars",ratingNotRated:"Not rated yet"};var t=["0","1","2","3","4","5"],x="rating";var i="\u2605",p="\u2606",c=t.length-1,S=t.slice(1).map(Number),s={stars:"rating-stars",star:"rating-star",radio:"rating-radio",screenReaderOnly:"sr-only"};function T(r){return i.repeat(r)+p.repeat(c-r)}var g="widgets-rating-style",{stars:a,star:l,radio:e}=s,d=`.${a}{color:#8c5e00}
.dark-mode .${a}{color:#ffc94d}
.${l}{position:relative;cursor:pointer}
.${e}{position:absolute;top:0;left:0;width:100%;height:100%;margin:0;opacity:0;cursor:pointer}
.${e}:focus-visible+span{outline:2px solid;outline-offset:1px}`;function G(){o(g,d)}export{m as a,t as b,x as c,i as d,p as e,c as f,S as g,s as h,T as i,G as j};
