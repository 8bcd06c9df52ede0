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
    ["PHP's warning before the review", '<br />\n<b>Warning</b>:  Undefined variable $x in <b>/var/www/site.php</b> on line <b>3</b><br />\n<p>Great night.</p>'],
    ['a STATUS success', '{"STATUS":"success","MESSAGE":"ok"}'],
    ['a STATUS answer with an unknown status', '{"STATUS":"maybe","MESSAGE":"x"}'],
    ['a STATUS error without MESSAGE', '{"STATUS":"error"}'],
    ['markup without text', '<div><span> </span></div>'],
  ])('calls %s malformed', (_name, text) => {
    const error = failureOf(text);
    expect(error).toBeInstanceOf(RequestError);
    expect((error as RequestError).failure).toBe('malformed');
  });

  it.each([
    ['starts with a bracket', '[Edit] great night, she was lovely.'],
    ['starts with a brace', '{Update} she came back for our anniversary.'],
    ['is a paragraph starting with a bracket', '<p>[5 stars] great night</p>'],
    ['starts with "Warning:"', 'Warning: she arrived late, but stayed longer to make up for it.'],
    ['starts with a bold "Fatal error:"', '<p><b>Fatal error</b>: booking her for one hour only. Book two.</p>'],
    ['looks like JSON but is broken', '{"STATUS": great night'],
    ['is JSON without STATUS', '{"review":"great"}'],
    ['is a JSON list', '[1, 2, 3]'],
  ])('shows a review text that %s as the review', (_name, text) => {
    const sanitize = vi.fn((html: string) => html);
    expect(readReviewAnswer(text, sanitize)).toBe(text);
    expect(sanitize).toHaveBeenCalledExactlyOnceWith(text);
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
