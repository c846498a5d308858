// The title band at the top of every storefront screen: serif title on warm paper, a gold rule,
// an optional subtitle and whatever the screen puts beside it (a search box, a count).
import { Box, Container, Group, Skeleton, Text, Title } from '@mantine/core';
import classes from './page-hero.module.css';

export function PageHero({
  title,
  subtitle,
  eyebrow,
  children,
}: {
  title: string | undefined;
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
            {title ? (
              <Title order={1} className={classes.title}>
                {title}
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
