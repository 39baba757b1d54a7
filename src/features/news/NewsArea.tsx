export function NewsArea() {
  return (
    <section>
      <h1>News</h1>
      <p>News from the API.</p>
    </section>
  );
}
