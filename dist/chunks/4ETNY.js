function h(t){let e=t.querySelector("h1, h2, h3, h4, h5, h6")??t;e.hasAttribute("tabindex")||(e.tabIndex=-1),e.focus()}export{h as a};
