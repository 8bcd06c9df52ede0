import{a as o}from"./WGLM2.js";var d="widgets-modal-style",t=`dialog.modal{position:fixed;top:0;left:0;width:100%;height:100%;max-width:none;max-height:none;margin:0;padding:0;border:0;background:transparent;color:inherit;overflow-x:hidden;overflow-y:auto;z-index:1050}
dialog.modal[open]{display:block}
dialog.modal::backdrop{background:rgba(0,0,0,.5)}`;function i(){o(d,t)}export{i as a};
