// The two empty states of My Works, in the spec's words: no images at all, or none matching.
import { Button, Text, Title } from '@mantine/core';
import { IconPhotoOff, IconSearchOff } from '@tabler/icons-react';
import { PORTFOLIO_MSG } from '../../domain/portfolio';
import classes from './portfolio.module.css';

export function NoImages() {
  return (
    <div className={classes.empty}>
      <IconPhotoOff size={40} stroke={1.4} aria-hidden color="var(--mantine-color-gray-6)" />
      <Text mt="sm" maw={460} mx="auto">
        {PORTFOLIO_MSG.noImages}
      </Text>
    </div>
  );
}

export function NoResults({ search, onClear }: { search: string; onClear: () => void }) {
  return (
    <div className={classes.empty} role="status">
      <IconSearchOff size={40} stroke={1.4} aria-hidden color="var(--mantine-color-gray-6)" />
      <Title order={2} size="h4" mt="sm">
        {PORTFOLIO_MSG.noResults}
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        Nothing in your works matches “{search}”.
      </Text>
      <ul className={classes.hints}>
        <li>Check the spelling.</li>
        <li>Try fewer or shorter words: “sun” also finds “sunset”.</li>
        <li>Search by an image's name or one of its keywords.</li>
      </ul>
      <div>
        <Button variant="light" mt="md" onClick={onClear}>
          Clear search
        </Button>
      </div>
    </div>
  );
}
