var e={rootFailed:"This part of the page could not be loaded. Reload the page to try again."};export{e as a};
