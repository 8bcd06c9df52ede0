import { describe, expect, it, vi } from 'vitest';
import { RequestError } from '../../../shared/http/request-error.ts';
import { readReviewAnswer, ReviewErrorAnswer } from '../../../widgets/review-modal/review-answer.ts';

const keep = (html: string) => html;

function failureOf(text: string, sanitize: (html: string) => string = keep): unknown {
  try {
    readReviewAnswer(text, sanitize);
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

describe('readReviewAnswer', () => {
  it('returns the HTML as the sanitiser gives it back, never the raw answer', () => {
    const sanitize = vi.fn(() => '<p>clean</p>');
    expect(readReviewAnswer('<p>raw<script>x</script></p>', sanitize)).toBe('<p>clean</p>');
    expect(sanitize).toHaveBeenCalledExactlyOnceWith('<p>raw<script>x</script></p>');
  });

  it('accepts a review that is only an image', () => {
    expect(readReviewAnswer('<img src="/media/photo-1.svg" alt="">', keep)).toBe('<img src="/media/photo-1.svg" alt="">');
  });

  it.each([
    ['an empty answer', ''],
    ['a blank answer', ' \n\t'],
    ["PHP's error output", '<br />\n<b>Fatal error</b>: Uncaught Error in /var/www/site.php'],
    ['a STATUS success', '{"STATUS":"success","MESSAGE":"ok"}'],
    ['JSON without STATUS', '{"review":"<p>x</p>"}'],
    ['broken JSON', '{"STATUS":'],
    ['markup without text', '<div><span> </span></div>'],
  ])('calls %s malformed', (_name, text) => {
    const error = failureOf(text);
    expect(error).toBeInstanceOf(RequestError);
    expect((error as RequestError).failure).toBe('malformed');
  });

  it('calls HTML that the sanitiser empties malformed', () => {
    expect((failureOf('<script>x</script>', () => '') as RequestError).failure).toBe('malformed');
  });

  it("turns a STATUS error into a ReviewErrorAnswer with the server's messages", () => {
    const one = failureOf('{"STATUS":"error","MESSAGE":"Not available."}');
    expect(one).toBeInstanceOf(ReviewErrorAnswer);
    expect((one as ReviewErrorAnswer).messages).toEqual(['Not available.']);
    const list = failureOf('{"STATUS":"error","MESSAGE":["A.", "", "B."],"CODE":["x","y","z"]}');
    expect((list as ReviewErrorAnswer).messages).toEqual(['A.', 'B.']);
  });
});
