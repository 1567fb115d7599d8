import {
  encodeText,
  pathAttacks,
  queryAttacks,
  sampleAddress,
  urlOf,
  type AddressAttack,
  type KnownStrings,
} from './address';
import { BODY_METHODS, bodyAttacks, type BodyAttack } from './body';
import { HOSTILE_HEADERS } from './headers';
import type { Operation } from './operations';
import type { Random } from './random';
import { sampleOf } from './schema-values';

/** One request of the fuzz, all it takes to send it again. */
export interface FuzzCase {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What in it is hostile. */
  what: string;
  /** A body that is not UTF-8 where the operation reads text: the answer must refuse it. */
  mustRefuse?: boolean;
}

/** Most cases ask for JSON; some ask for a stream, a page, or something the API never answers. */
const ACCEPTS = [
  undefined,
  undefined,
  undefined,
  undefined,
  'text/event-stream',
  'text/html',
  'application/xml',
];

/** Cases that attack the path, the query and the body at once, on top of the one-at-a-time ones. */
const MIXED_CASES = 5;

interface Attack {
  what: string;
  headers?: Record<string, string>;
  address?: AddressAttack['apply'];
  body?: BodyAttack['body'];
  mustRefuse?: boolean;
}

/**
 * The attack once for each of the user's own things in the path (every path parameter set to
 * its id), so that what it sends surely reaches a real row, not only the 404 of a wrong id.
 */
const atEachOwn = (operation: Operation, own: string[], attack: Attack): Attack[] =>
  operation.params.length === 0 || own.length === 0
    ? [attack]
    : own.map((value) => ({
        ...attack,
        address: (address) => ({
          ...address,
          params: Object.fromEntries(operation.params.map(({ name }) => [name, encodeText(value)])),
        }),
      }));

/**
 * The cases for one operation: a plausible request (at each of the user's own things, when the
 * path names one), then every hostile value in every path parameter, query parameter and body
 * field (one at a time, the rest plausible), hostile headers, bodies and queries wrong as a
 * whole, and a few mixes. Plausible parts are drawn anew for each case, from the user's own ids
 * among others, so that hostile values also reach the user's real things.
 */
export function casesFor(operation: Operation, random: Random, known: KnownStrings): FuzzCase[] {
  const sampleBody = () => (operation.body ? sampleOf(operation.body, random, known) : undefined);
  const toCase = (attack: Attack): FuzzCase => {
    const address = sampleAddress(operation, random, known);
    const plausibleBody = sampleBody();
    const accept = random.pick(ACCEPTS);
    const body =
      attack.body ??
      (plausibleBody === undefined
        ? undefined
        : { payload: JSON.stringify(plausibleBody), contentType: 'application/json' });
    return {
      method: operation.method,
      url: urlOf(operation, attack.address ? attack.address(address) : address),
      headers: {
        ...(accept ? { accept } : {}),
        ...(body?.contentType ? { 'content-type': body.contentType } : {}),
        ...attack.headers,
      },
      payload: body?.payload,
      what: attack.what,
      mustRefuse: attack.mustRefuse,
    };
  };

  const addressAttacks = [...pathAttacks(operation), ...queryAttacks(operation)];
  const bodies = bodyAttacks(operation, sampleBody(), (schema) => sampleOf(schema, random, known));
  const mixed = Array.from({ length: MIXED_CASES }, (): Attack => {
    const onAddress = random.pick(addressAttacks);
    const onBody =
      bodies.length > 0 && BODY_METHODS.has(operation.method) ? random.pick(bodies) : undefined;
    return {
      what: [onAddress.what, onBody?.what].filter(Boolean).join(' and '),
      address: onAddress.apply,
      body: onBody?.body,
    };
  });
  const attacks: Attack[] = [
    ...atEachOwn(operation, known.own, { what: 'plausible request' }),
    ...addressAttacks.map(({ what, apply }) => ({ what, address: apply })),
    ...HOSTILE_HEADERS,
    ...bodies.flatMap((attack): Attack[] =>
      attack.mustRefuse ? atEachOwn(operation, known.own, attack) : [attack],
    ),
    ...mixed,
  ];
  return attacks.map(toCase);
}
