import { SimplePage } from './simple-page';

export default function RecoverPage() {
  return <SimplePage heading="Recover Your Projects" lead="Pick up the tiles you designed earlier, on this or another device." />;
}
