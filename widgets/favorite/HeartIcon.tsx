/** The heart of the favorite button: solid when the profile is a favorite, hollow otherwise. */
export function HeartIcon({ solid }: { readonly solid: boolean }) {
  return (
    <span aria-hidden="true" className={`favorite-heart ${solid ? 'favorite-heart-solid' : 'favorite-heart-hollow'}`}>
      {solid ? '\u2665' : '\u2661'}
    </span>
  );
}
