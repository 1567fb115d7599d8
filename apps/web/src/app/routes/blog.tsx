export function BlogRoute() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24">
      <title>Blog · Quillpost</title>
      <h1 className="text-4xl font-bold tracking-tight">Blog</h1>
      <p className="mt-4 text-muted-foreground">
        Articles about writing for X are on their way. Check back soon.
      </p>
    </section>
  );
}
