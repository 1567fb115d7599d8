const SUPPORT_EMAIL = 'support@quillpost.app';

const SECTIONS = [
  {
    title: 'Our Mission',
    body: 'We want everyone with something to say to be heard on X. Quillpost takes the blank-page stress out of posting, so you can spend your time on ideas and conversations instead of wording.',
  },
  {
    title: 'Who We Are',
    body: 'We are a small team of writers and engineers who post on X every day. We built the tool we wanted for ourselves: fast, honest and respectful of your own voice.',
  },
  {
    title: 'What We Do',
    body: 'Quillpost writes tweets, five-part threads and post ideas from a short description, in the tone and format you choose. It uses insights from successful tweets and engagement patterns to shape posts that people want to read and share.',
  },
  {
    title: 'Why Choose Us',
    body: 'Every post fits X’s length rules, sounds like a person and is ready to copy or share in one click. Your library keeps every post you generate, and a free plan lets you try it all without a card.',
  },
];

export function AboutRoute() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-20">
      <title>About · Quillpost</title>
      <meta
        name="description"
        content="Why Quillpost exists, who makes it, and how it writes posts for X from insights into successful tweets and engagement patterns."
      />
      <h1 className="text-4xl font-bold tracking-tight">About Quillpost</h1>
      {SECTIONS.map((section) => (
        <section key={section.title} className="mt-10">
          <h2 className="text-2xl font-semibold">{section.title}</h2>
          <p className="mt-3 leading-relaxed text-muted-foreground">{section.body}</p>
        </section>
      ))}
      <section className="mt-10">
        <h2 className="text-2xl font-semibold">Get in Touch</h2>
        <p className="mt-3 leading-relaxed text-muted-foreground">
          Questions, ideas or trouble with your account? Write to us at{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium text-primary underline">
            {SUPPORT_EMAIL}
          </a>
          . We answer every message.
        </p>
      </section>
    </article>
  );
}
