/** A select's options: one per item, its id the value and its name the text. */
export function NamedOptions({ items }: { items: readonly { id: string; name: string }[] }) {
  return (
    <>
      {items.map((item) => (
        <option key={item.id} value={item.id}>
          {item.name}
        </option>
      ))}
    </>
  );
}
