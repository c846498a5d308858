// The title band at the top of every storefront screen: serif title on warm paper, a gold rule,
// an optional subtitle and whatever the screen puts beside it (a search box, a count). A title
// still loading is a skeleton; one that could not be loaded is the page's plain name.
import { Box, Container, Group, Skeleton, Text, Title } from '@mantine/core';
import classes from './page-hero.module.css';

export function PageHero({
  title,
  subtitle,
  eyebrow,
  fallbackTitle,
  children,
}: {
  /** The content fields' title: undefined while they load, or when they could not be loaded. */
  title: string | undefined;
  /** The page's name, the title once its fields could not be loaded (`undefined`: loading). */
  fallbackTitle?: string | undefined;
  subtitle?: string | undefined;
  eyebrow?: string;
  children?: React.ReactNode;
}) {
  return (
    <Box className={classes.hero}>
      <Container size="xl">
        <Group justify="space-between" align="flex-end" gap="lg">
          <Box maw={720}>
            {eyebrow && <Text className={classes.eyebrow}>{eyebrow}</Text>}
            {(title ?? fallbackTitle) ? (
              <Title order={1} className={classes.title}>
                {title ?? fallbackTitle}
              </Title>
            ) : (
              <Skeleton height={40} width={280} />
            )}
            <span className={classes.rule} aria-hidden />
            {subtitle && <Text className={classes.subtitle}>{subtitle}</Text>}
          </Box>
          {children}
        </Group>
      </Container>
    </Box>
  );
}
