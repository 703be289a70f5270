import { Container } from '@chakra-ui/react/container';
import { Redirect } from 'wouter';
import { useHomeSearchQuery } from '@/system/url/home-search';
import { searchQueryPath } from '@/domain/search-url';
import { ModuleSelection } from '@/features/modules';
import { SearchResults } from '@/features/search';
import { OrderPlacedModal } from '@/features/orders';
import { useStoredScope } from '@/platform/location-store';
import { ModuleHome } from './ModuleHome';
import { StoresSection } from './StoresSection';

/** `/home`: the module's landing; without a module, the module selection. */
export default function HomePage() {
  const place = useStoredScope();
  const searchQuery = useHomeSearchQuery();
  if (!place.zoneIds) return <Redirect to="/" />;
  return (
    <Container maxW="6xl" py="4">
      {!place.module ? (
        <ModuleSelection />
      ) : searchQuery !== null ? (
        // Each query of the URL has its results flow: Back and Forward land on the same results.
        <SearchResults
          key={searchQueryPath(searchQuery)}
          query={searchQuery}
          module={place.module}
        />
      ) : (
        <ModuleHome
          module={place.module}
          stores={<StoresSection zoneIds={place.zoneIds} module={place.module} />}
        />
      )}
      <OrderPlacedModal />
    </Container>
  );
}
