import { useNavigate } from '@tanstack/react-router';
import { SearchForm } from '../search-form';

/** Keyword search: Enter goes to /art-categories?search=..., in the first paint too. */
export function HeaderSearch({ onSearched }: { onSearched?: () => void }) {
  const navigate = useNavigate();
  return (
    <SearchForm
      action="/art-categories"
      label="Search the shop"
      onSearch={(search) => {
        void navigate({ to: '/art-categories', search: search ? { search } : {} });
        onSearched?.();
      }}
      box={{ type: 'text', 'aria-label': 'Search art', placeholder: 'Search art or artists' }}
    />
  );
}
