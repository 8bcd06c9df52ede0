import { renderWidget } from '../../shared/runtime/render-widget.tsx';
import type { WidgetContext } from '../../shared/runtime/widget-definition.ts';
import { ratingMessages } from '../../shared/messages/catalogue/rating-messages.ts';
import { messagesFrom } from '../../shared/messages/translate.ts';
import type { RatingOptions } from './rating-options.ts';
import { RatingInput, type RatingChangeDetail } from './RatingInput.tsx';
import { adoptRatingStyle } from './rating-style.ts';

const t = messagesFrom(ratingMessages);

/**
 * The rating input's React part: renders RatingInput in place of the root's server markup and
 * dispatches `widgets:rating:change` with each value chosen. Returns the unmount function, which
 * puts the server markup back.
 */
export function mountRatingInput(element: HTMLElement, { name, label, value }: RatingOptions, context: WidgetContext): () => void {
  adoptRatingStyle();
  const onChange = (chosen: RatingChangeDetail['value']) => context.dispatch('change', { value: chosen } satisfies RatingChangeDetail);
  return renderWidget(element, <RatingInput name={name} label={label ?? t('ratingLabel')} initialValue={value} onChange={onChange} />, context);
}
