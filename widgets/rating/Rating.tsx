import { useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLazyAction } from '../../shared/lazy/use-lazy-action.ts';
import { controlMessages } from '../../shared/messages/catalogue/control-messages.ts';
import { ratingMessages } from '../../shared/messages/catalogue/rating-messages.ts';
import { messagesFrom } from '../../shared/messages/translate.ts';
import type { WidgetProps } from '../../shared/runtime/widget-definition.ts';
import type { RatingOptions } from './rating-options.ts';
import { RATING_MAX, ratingClasses, starGlyphs } from './rating-stars.ts';
import { adoptRatingStyle } from './rating-style.ts';
import type { RatingChangeDetail, RatingInput } from './RatingInput.tsx';

const t = messagesFrom({ ...ratingMessages, ...controlMessages });

/** What screen readers read for a rating of `value` stars: "4 out of 5 stars", or "Not rated yet" for 0. */
export function ratingText(value: number): string {
  return value === 0 ? t('ratingNotRated') : t('ratingOutOf', { value, max: RATING_MAX });
}

/** The row of stars as the template prints it, hidden from screen readers: `★★★★☆` for 4. */
const Stars = ({ value }: { value: number }) => (
  <span className={ratingClasses.stars} aria-hidden="true">
    {starGlyphs(value)}
  </span>
);

/**
 * `data-widget="rating"` (contract "Rating"), rendered in place of the template's markup, which
 * prints the same nodes (`markup: 'component'`: nothing moves). With `data-readonly`, `data-value`
 * as stars and the text screen readers read. Otherwise an input (RatingField).
 */
export function Rating({ options, context }: WidgetProps<RatingOptions>) {
  useLayoutEffect(adoptRatingStyle, []);
  if (!options.readonly) return <RatingField options={options} context={context} />;
  const value = Number(options.value);
  return (
    <>
      <Stars value={value} />
      <span className={ratingClasses.screenReaderOnly}>{ratingText(value)}</span>
    </>
  );
}

/**
 * A rating input. Its radio group (RatingInput) is a part of its own, loaded when the root mounts,
 * so that a page of read-only ratings (the profile's reviews) never downloads it. Meanwhile it shows
 * what the template printed: the stars and the hidden input. If the part never arrives, the stars,
 * which could not be chosen, give way to the load-failure message, and the hidden input stays, so
 * the form still posts the initial value. Each value chosen is `widgets:rating:change`.
 */
function RatingField({ options: { name, label, value }, context }: Pick<WidgetProps<RatingOptions>, 'options' | 'context'>) {
  const [Input, setInput] = useState<typeof RatingInput | 'failed'>();
  const runLazy = useLazyAction(context);
  useLayoutEffect(() => {
    runLazy({
      load: () => import('./RatingInput.tsx'),
      // Rendered at once, as the input's part did when it mounted itself.
      act: (part) => flushSync(() => setInput(() => part.RatingInput)),
      recover: () => flushSync(() => setInput('failed')),
      phase: 'loading the rating input',
    });
  }, [runLazy]);

  if (Input && Input !== 'failed') {
    const onChange = (chosen: RatingChangeDetail['value']) => context.dispatch('change', { value: chosen } satisfies RatingChangeDetail);
    return <Input name={name} label={label ?? t('ratingLabel')} initialValue={value} onChange={onChange} />;
  }
  const hidden = <input type="hidden" name={name} value={value} />;
  return Input ? (
    <>
      {hidden}
      <span>{t('partLoadFailed')}</span>
    </>
  ) : (
    <>
      <Stars value={Number(value)} />
      {hidden}
    </>
  );
}
