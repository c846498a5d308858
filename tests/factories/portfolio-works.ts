// A work of an artist's portfolio as the Edit Details dialog receives it.
import type { PortfolioImage } from '../../src/domain/portfolio';

export const portfolioWork = (overrides: Record<string, unknown> = {}): PortfolioImage =>
  ({
    id: 5,
    name: 'Harbour at Dawn',
    keywords: 'sea',
    date_scanned: null,
    original_width: 24,
    original_height: 18,
    proportion: null,
    style: null,
    medium: null,
    ImageCategory: null,
    details_version: 'v1',
    ...overrides,
  }) as unknown as PortfolioImage;
