// A content block of the home page: title, text and a button beside a picture, alternating sides.
import { Box, Container, Text, Title } from '@mantine/core';
import { Picture } from '../../ui/picture';
import classes from './feature-block.module.css';
import { ButtonLink } from '../../ui/router-links';

export function FeatureBlock({
  title,
  description,
  buttonText,
  buttonLink,
  image,
  imageAlt,
  reverse = false,
}: {
  title: string;
  description: string;
  buttonText?: string | undefined;
  buttonLink?: string | undefined;
  image: string | undefined;
  imageAlt: string;
  reverse?: boolean;
}) {
  return (
    <Box component="section" className={classes.block}>
      <Container size="lg" className={`${classes.inner} ${reverse ? classes.reverse : ''}`}>
        <div className={classes.picture}>
          {image ? (
            <Picture
              src={image}
              sizes="(min-width: 48em) 45vw, 100vw"
              alt={imageAlt}
              loading="lazy"
              decoding="async"
            />
          ) : (
            <span className={classes.blank} aria-hidden />
          )}
        </div>
        <div className={classes.copy}>
          <Title order={2} className={classes.title}>
            {title}
          </Title>
          <span className={classes.rule} aria-hidden />
          <Text className={classes.text}>{description}</Text>
          {buttonText && buttonLink && (
            <ButtonLink to={buttonLink} variant="outline" size="md" mt="xl">
              {buttonText}
            </ButtonLink>
          )}
        </div>
      </Container>
    </Box>
  );
}
