import { bearer, signIn } from '../lib/http';
import { DATABASE_LABEL, PEOPLE, type ProductServer } from '../lib/product';
import { ms, type Check } from '../lib/report';
import { median, round } from '../lib/stats';
import { LIST_PAGE_SIZE } from './throughput';

const MAX_RATIO = 2;

export interface ScaleSettings {
  /** Timed requests per library for list and page. */
  reads: number;
  /** Timed deletes per library (the small library must keep most of its 100 posts). */
  deletes: number;
}

export async function timed(url: string, init: RequestInit, expected: number): Promise<number> {
  const start = performance.now();
  const response = await fetch(url, init);
  await response.arrayBuffer();
  const elapsed = performance.now() - start;
  if (response.status !== expected) {
    throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}, not ${expected}`);
  }
  return elapsed;
}

/**
 * Times one operation in both libraries, alternating small and large request by request, so
 * anything else running on the machine weighs on both alike. Answers the medians in ms.
 */
export async function compare(
  count: number,
  warmUp: number,
  run: (library: 'small' | 'large', i: number) => Promise<number>,
) {
  const samples = { small: [] as number[], large: [] as number[] };
  for (let i = 0; i < warmUp + count; i++) {
    for (const library of ['small', 'large'] as const) {
      const elapsed = await run(library, i);
      if (i >= warmUp) samples[library].push(elapsed);
    }
  }
  return { small: median(samples.small), large: median(samples.large), count };
}

/** List (first page), page (with `before`) and delete in a 10,000-post library vs a 100-post one. */
export async function measureScale(input: {
  product: ProductServer;
  settings: ScaleSettings;
  log: (line: string) => void;
}): Promise<Check[]> {
  const { product, settings } = input;
  const db = DATABASE_LABEL[product.database];
  const libraries = {
    small: {
      token: await signIn(product.url, PEOPLE.small),
      ids: product.tweetIds.get(PEOPLE.small.email)!,
    },
    large: {
      token: await signIn(product.url, PEOPLE.large),
      ids: product.tweetIds.get(PEOPLE.large.email)!,
    },
  };
  const tweets = `${product.url}/api/v0/posts/tweets`;
  const warmUp = 10;

  input.log(`  ${db}: scale, list`);
  const list = await compare(settings.reads, warmUp, (library) =>
    timed(`${tweets}?limit=${LIST_PAGE_SIZE}`, { headers: bearer(libraries[library].token) }, 200),
  );
  input.log(`  ${db}: scale, page`);
  const page = await compare(settings.reads, warmUp, (library) => {
    const { ids, token } = libraries[library];
    // A cursor in the middle of the library: the page a reader reaches by scrolling back.
    const cursor = ids[Math.floor(ids.length / 2)]!;
    return timed(
      `${tweets}?limit=${LIST_PAGE_SIZE}&before=${cursor}`,
      { headers: bearer(token) },
      200,
    );
  });
  input.log(`  ${db}: scale, delete`);
  const remove = await compare(settings.deletes, 2, (library, i) => {
    const { ids, token } = libraries[library];
    return timed(`${tweets}/${ids[i]}`, { method: 'DELETE', headers: bearer(token) }, 204);
  });

  const operations = [
    { name: `list (first page, limit=${LIST_PAGE_SIZE})`, result: list },
    { name: `page (before=<middle _id>, limit=${LIST_PAGE_SIZE})`, result: page },
    { name: 'delete', result: remove },
  ];
  return operations.map(({ name, result }) => {
    const ratio = round(result.large / result.small, 2);
    return {
      measure: `Scale ${db} ${name}, 10,000 vs 100 posts`,
      figure: `${ratio} x (median ${ms(result.large)} vs ${ms(result.small)}, n=${result.count})`,
      budget: `<= ${MAX_RATIO} x`,
      ok: ratio <= MAX_RATIO,
      data: { database: product.database, operation: name, ...result, ratio },
    };
  });
}
