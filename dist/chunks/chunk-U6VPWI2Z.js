var o={addToFavorites:"Add to favorites",removeFromFavorites:"Remove from favorites"};export{o as a};
