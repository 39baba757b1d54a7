export function StudioArea() {
  return (
    <section>
      <h1>Body Plan Studio</h1>
      <p>Open a QuickIK body plan to validate, view and pose it.</p>
    </section>
  );
}
