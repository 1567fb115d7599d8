import { describe, expect, it } from 'vitest';
import { useResource } from './app';

const events: string[] = [];
let opened = 0;
const open = async () => {
  const id = ++opened;
  events.push(`open ${id}`);
  return { id, close: () => events.push(`close ${id}`) };
};

describe('a resource shared by the tests of a describe', () => {
  const shared = useResource(open);
  it('is open in the first test', () => expect(shared.id).toBe(1));
  it('is the same one in the next test', () => expect(shared.id).toBe(1));
});

describe('a resource for each test', () => {
  const own = useResource(open, { each: true });
  it('is open in the first test', () => expect(own.id).toBe(2));
  it('is a new one in the next test', () => expect(own.id).toBe(3));
});

describe('after both', () => {
  it('every resource was closed after the tests that used it', () => {
    expect(events).toEqual(['open 1', 'close 1', 'open 2', 'close 2', 'open 3', 'close 3']);
  });
});
