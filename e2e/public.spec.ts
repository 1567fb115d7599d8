import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';

test.describe('landing page', () => {
  test('shows the hero, social proof, features, testimonials, FAQ and pricing', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Quillpost/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Start Generating Viral Tweets Today' }),
    ).toBeVisible();
    await expect(page.getByText('Version 1.0 is here')).toBeVisible();
    await expect(page.getByText('+99')).toBeVisible();

    const logos = page
      .getByRole('region', { name: 'Teams that write with Quillpost' })
      .getByRole('img');
    await expect(logos).toHaveCount(5); // the repeated row is hidden from assistive technology
    await expect(page.getByRole('heading', { name: 'Key Features' })).toBeVisible();
    await expect(page.getByText('Explore the Core Features of Our Tool!')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Learn more/ })).toHaveCount(5);

    await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Basic' }).getByText('Popular')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('Get Started For Free leads to the login page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Get Started For Free' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  });

  test('the hero image appears on wide screens once it scrolls into view', async ({ page }) => {
    await page.goto('/');
    const image = page.getByRole('img', { name: /The Quillpost dashboard/ });
    await image.scrollIntoViewIfNeeded();
    await expect(image).toBeVisible();
    await expect(image).toBeInViewport({ ratio: 0.4 });
  });

  test('the FAQ opens one answer at a time and closes it again', async ({ page }) => {
    await page.goto('/');
    const first = page.getByRole('button', {
      name: 'How does Quillpost help me generate engaging tweets?',
    });
    const third = page.getByRole('button', { name: 'How often can I generate tweets?' });
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await third.click();
    await expect(third).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText('It depends on your plan')).toBeVisible();
    await third.click();
    await expect(third).toHaveAttribute('aria-expanded', 'false');
  });

  test('testimonials and the logo ticker stop moving under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const track = page
      .getByRole('region', { name: 'Teams that write with Quillpost' })
      .getByRole('list');
    // Under reduced motion the marquee's animation ends at once: none is left running.
    await expect
      .poll(() =>
        track.evaluate(
          (list) =>
            list.getAnimations().filter((animation) => animation.playState === 'running').length,
        ),
      )
      .toBe(0);
    const before = await track.boundingBox();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    const after = await track.boundingBox();
    expect(after?.x).toBe(before?.x);
  });
});

test.describe('static pages', () => {
  test('about page has its sections and the support address', async ({ page }) => {
    await page.goto('/about');
    for (const heading of [
      'Our Mission',
      'Who We Are',
      'What We Do',
      'Why Choose Us',
      'Get in Touch',
    ]) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(
      page.getByText(/insights from successful tweets and engagement patterns/),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'support@quillpost.app' })).toHaveAttribute(
      'href',
      'mailto:support@quillpost.app',
    );
    await expectNoSeriousA11yViolations(page);
  });

  test('features page lists six blurbs', async ({ page }) => {
    await page.goto('/features');
    for (const title of [
      'Generate engaging tweets',
      'Tailor to your niche',
      'Unlimited generation',
      'Scheduling',
      'Performance analytics',
      'User-friendly interface',
    ]) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
  });

  test('blog page is a placeholder, and the Blog nav entry links home', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Blog' })
      .click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('pricing page shows the three plans', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const [plan, price, button] of [
      ['Free', '$0', 'Sign up for Free'],
      ['Basic', '$9', 'Start your free trial'],
      ['Premium', '$19', 'Start your free trial'],
    ] as const) {
      const card = page.getByRole('article', { name: plan });
      await expect(card.getByText(price, { exact: true })).toBeVisible();
      await expect(card.getByRole('button', { name: button })).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
  });

  test('an unknown address shows the not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the top navigation reaches every public page', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await nav.getByRole('link', { name: 'Features' }).click();
    await expect(page).toHaveURL(/\/features$/);
    await nav.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await page.getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/auth\/register$/);
    await page.getByRole('link', { name: 'Quillpost home' }).click();
    await page.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu button opens and closes the mobile menu', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Open menu' });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link', { name: 'About' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Login' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await button.click();
    await expect(menu).toBeHidden();

    await button.click();
    await page
      .getByRole('navigation', { name: 'Mobile' })
      .getByRole('link', { name: 'Features' })
      .click();
    await expect(page).toHaveURL(/\/features$/);
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });

  test('the landing page has no hero image on phones', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('img', { name: /The Quillpost dashboard/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('theme', () => {
  test('defaults to light, and a chosen theme is kept across visits', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Toggle theme' }).click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expectNoSeriousA11yViolations(page);

    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Toggle theme' }).click();
    await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await page.getByRole('menuitemradio', { name: 'Light' }).click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
  });

  test('System follows the device setting', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/about');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Toggle theme' }).click();
    await page.getByRole('menuitemradio', { name: 'System' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).not.toHaveClass(/dark/);
  });
});
