export function DirectoryArea() {
  return (
    <section>
      <h1>Directory</h1>
      <p>Channels, categories, themes, publics, projects and mementos.</p>
    </section>
  );
}
