/**
 * React's API as the shipped build runs it (Preact with compat) and the runtime's React glue, listed
 * once so that the build ships them as ONE chunk, loaded only on pages where a widget renders
 * (see build.mjs, `sharedKits`). Only imports: nothing here runs.
 */
import 'react';
import 'react-dom/client';
import 'react/jsx-runtime';
import '../runtime/render-widget.tsx';
import '../runtime/widget-boundary.tsx';
import '../runtime/define-widget.ts';
// Most widgets load their lazy part on use through it.
import '../lazy/use-lazy-action.ts';
// Most widgets listen on their root or on the page through it (useEventListener is one type of it).
import '../hooks/use-event-listeners.ts';
import '../hooks/use-event-listener.ts';
// The site header's language select and the sort select (every listing page) commit through it.
import '../hooks/use-select-commit.ts';
// The switches (every listing page), the gallery and the add-profile form render their server
// controls' state with it.
import '../hooks/use-attribute.ts';
// Server elements' classes from state (the profile's nav links, the add-profile form's fields, the
// verification steps): in the kit, not a chunk of its own on each of those pages.
import '../hooks/use-element-class.ts';
// Server elements found once at mount (most widgets' template parts, issue 18): in the kit, not a
// chunk of their own on each page that has two widgets using them.
import '../hooks/use-server-element.ts';
import '../hooks/use-server-elements.ts';
