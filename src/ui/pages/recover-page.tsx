import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { ProjectRecovery } from '../../application/printing/project-recovery';
import { useService } from '../hooks/use-service';
import { RecoveryStatus } from '../recovery/recovery-status';
import { SimplePage } from './simple-page';

/** /recover?cart=<cartToken> (the recovery email's link): that cart comes back to this browser and opens in /cart. */
export default observer(function RecoverPage() {
  const recovery = useService(ProjectRecovery);
  const cart = new URLSearchParams(useSearch()).get('cart');
  useEffect(() => void recovery.recover(cart), [recovery, cart]);
  return (
    <SimplePage heading="Recover Your Projects" lead="Pick up the tiles you designed earlier, on this or another device.">
      <RecoveryStatus
        state={recovery.state}
        notFound="This recovery link has expired or is not valid. Nothing was found to bring back."
        onRetry={() => void recovery.recover(cart)}
      />
    </SimplePage>
  );
});
