import { observer } from 'mobx-react-lite';
import { StoreFinderStore } from '../../application/pickup/store-finder-store';
import { useService } from '../hooks/use-service';
import { StoreFinder } from '../pickup/store-finder';
import { StoresWithMap } from '../pickup/store-map';
import { SimplePage } from './simple-page';

/** /stores (issue 30): the pick-up tenants' store finder; other tenants ship, and say so. */
export default observer(function StoresPage() {
  const finder = useService(StoreFinderStore);
  if (!finder.offered) {
    return <SimplePage heading="Find a Store" lead="This store ships your tiles to you: there are no stores to pick them up from." />;
  }
  return (
    <SimplePage heading="Find a Store" lead="Pick up your prints the same day: find the store nearest you, see its hours and when your order will be ready.">
      <StoresWithMap finder={finder}>
        <StoreFinder finder={finder} legend="Stores near you" />
      </StoresWithMap>
    </SimplePage>
  );
});
