var t={ratingLabel:"Rating",ratingStar:"{count} star",ratingStars:"{count} stars",ratingOutOf:"{value} out of {max} stars",ratingNotRated:"Not rated yet"};export{t as a};
