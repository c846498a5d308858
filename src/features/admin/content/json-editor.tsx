// A list as JSON text, for the lists whose entries nest (presets) or for any list at once. The
// text is parsed as it is typed; the server checks the shape against the domain schema.
import { Textarea } from '@mantine/core';
import { useState } from 'react';

export function JsonEditor({
  value,
  onChange,
  onInvalid,
}: {
  value: unknown;
  onChange: (value: unknown) => void;
  onInvalid: (message: string | null) => void;
}) {
  const [text, setText] = useState(() => JSON.stringify(value, null, 2));
  const [error, setError] = useState<string | null>(null);
  return (
    <Textarea
      label="JSON"
      description="The whole list; saved only if it matches the list's schema"
      autosize
      minRows={12}
      maxRows={40}
      spellCheck={false}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
      value={text}
      error={error}
      onChange={(e) => {
        const next = e.currentTarget.value;
        setText(next);
        try {
          onChange(JSON.parse(next));
          setError(null);
          onInvalid(null);
        } catch (err) {
          const message = `Not valid JSON: ${err instanceof Error ? err.message : String(err)}`;
          setError(message);
          onInvalid(message);
        }
      }}
    />
  );
}
