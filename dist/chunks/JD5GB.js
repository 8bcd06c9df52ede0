function o(){window.location.reload()}export{o as a};
