function t(){if(location.hash.includes("="))try{history.replaceState(history.state,"",location.pathname+location.search)}catch{}}export{t as a};
