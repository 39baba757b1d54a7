/** DRF's SimpleMetadata for a read-only view: no `actions`, since no POST or PUT is allowed. */
export function optionsMetadata(name: string, description: string): object {
  return {
    name,
    description,
    renders: ['application/json', 'text/html'],
    parses: ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'],
  };
}
