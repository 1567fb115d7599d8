import type { Page } from '@playwright/test';

/** How far the page reaches past the screen's right edge, and what sticks out furthest. */
export async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const over = document.documentElement.scrollWidth - width;
    let widest = '';
    let right = width;
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect();
      if (box.right > right + 0.5 && box.width > 0) {
        right = box.right;
        widest = `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 80)}`;
      }
    }
    return { over, widest };
  });
}
