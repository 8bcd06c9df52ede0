import { favoriteLook } from './favorite-look.ts';

/** The heart of the favorite button: solid when the profile is a favorite, hollow otherwise. */
export function HeartIcon({ solid }: { readonly solid: boolean }) {
  const { heartClass, heart } = favoriteLook(solid);
  return (
    <span aria-hidden="true" className={heartClass}>
      {heart}
    </span>
  );
}
