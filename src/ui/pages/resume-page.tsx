import { SimplePage } from './simple-page';

export default function ResumePage() {
  return <SimplePage heading="Resume Your Project" lead="Continue where you left off." />;
}
