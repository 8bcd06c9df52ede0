// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formAnswer, useDemoServer } from './demo-harness.ts';

const demo = useDemoServer();
const PAGE = '/profile.html';
const LONG_REPLY = 'Thank you for the kind words, it was a pleasure to dance at your party!';

describe('claim', () => {
  const valid = { name: 'Jo', visitor: 'jo@example.com', phone: '0161 555 0100', profile_link: 'http://x/profile.html' };

  it('answers STATUS success for valid fields', async () => {
    const answer = await formAnswer(await demo.post(PAGE, valid));
    expect(answer.STATUS).toBe('success');
    expect(typeof answer.MESSAGE).toBe('string');
  });

  it('answers the spec messages with field names as CODE for missing fields', async () => {
    const answer = await formAnswer(await demo.post(PAGE, { name: '', visitor: '', phone: '', profile_link: 'x' }));
    expect(answer).toEqual({
      STATUS: 'error',
      MESSAGE: ['Please enter your name', 'Please enter your e-mail address', 'Please enter your phone'],
      CODE: ['name', 'visitor', 'phone'],
    });
  });

  it('answers the minimum-length and e-mail messages for short or invalid fields', async () => {
    const answer = await formAnswer(await demo.post(PAGE, { ...valid, name: 'J', visitor: 'jo@', phone: '12345' }));
    expect(answer.MESSAGE).toEqual([
      'You have to type minimum 2 characters',
      'Please enter a valid e-mail address',
      'You have to type minimum 10 characters',
    ]);
    expect(answer.CODE).toEqual(['name', 'visitor', 'phone']);
  });

  it('answers a business error with one string message for the claimed address', async () => {
    const answer = await formAnswer(await demo.post(PAGE, { ...valid, visitor: 'Claimed@Example.com' }));
    expect(answer).toEqual({ STATUS: 'error', MESSAGE: 'This profile has already been claimed.' });
  });

  it('asks for profile_link when it is missing', async () => {
    const { profile_link: _omitted, ...withoutLink } = valid;
    const answer = await formAnswer(await demo.post(PAGE, withoutLink));
    expect(answer.CODE).toEqual(['profile_link']);
  });
});

describe('share', () => {
  const valid = { user_name: 'Sam', friend_email: 'friend@example.com', email_content: 'Have a look at this profile!', profile_link: '/p' };

  it('answers STATUS success for valid fields', async () => {
    expect((await formAnswer(await demo.post(PAGE, valid))).STATUS).toBe('success');
  });

  it('answers the spec messages for empty and short fields', async () => {
    const empty = await formAnswer(await demo.post(PAGE, { ...valid, user_name: '', friend_email: '', email_content: '' }));
    expect(empty.MESSAGE).toEqual(['Please enter your name', 'Please enter friend e-mail address', 'Please type in a message']);
    expect(empty.CODE).toEqual(['user_name', 'friend_email', 'email_content']);
    const short = await formAnswer(await demo.post(PAGE, { ...valid, user_name: 'S', friend_email: 'nope', email_content: 'too short' }));
    expect(short.MESSAGE).toEqual([
      'You have to type minimum 2 characters',
      'Please enter a valid e-mail address',
      'You have to type minimum 20 characters',
    ]);
  });

  it('answers a business error for the blocked friend address', async () => {
    const answer = await formAnswer(await demo.post(PAGE, { ...valid, friend_email: 'blocked@example.com' }));
    expect(answer.STATUS).toBe('error');
    expect(typeof answer.MESSAGE).toBe('string');
  });
});

describe('reply', () => {
  const valid = { reply_text: LONG_REPLY, review_id: '2', dancer_id: '42', profile_link: '/profile.html' };

  it('answers STATUS success for a reply of at least 50 characters to a known review', async () => {
    expect(LONG_REPLY.length).toBeGreaterThanOrEqual(50);
    expect((await formAnswer(await demo.post(PAGE, valid))).STATUS).toBe('success');
  });

  it('answers the spec messages for a short reply and a missing review id', async () => {
    const answer = await formAnswer(await demo.post(PAGE, { ...valid, reply_text: 'Thanks!', review_id: '' }));
    expect(answer.MESSAGE).toEqual(['You have to type minimum 50 characters', 'No Id']);
    expect(answer.CODE).toEqual(['reply_text', 'review_id']);
    const empty = await formAnswer(await demo.post(PAGE, { ...valid, reply_text: '   ' }));
    expect(empty.MESSAGE).toEqual(['Please enter your reply']);
  });

  it('refuses a reply over 10000 characters', async () => {
    const answer = await formAnswer(await demo.post(PAGE, { ...valid, reply_text: 'a'.repeat(10001) }));
    expect(answer.CODE).toEqual(['reply_text']);
  });

  it('answers a business error for an unknown review', async () => {
    const answer = await formAnswer(await demo.post(PAGE, { ...valid, review_id: '999' }));
    expect(answer).toEqual({ STATUS: 'error', MESSAGE: 'This review does not exist any more.' });
  });
});
