var e={reviewTitle:"Review",reviewRetry:"Try again"};export{e as a};
