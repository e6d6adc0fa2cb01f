import { SimplePage } from './simple-page';

export default function FaqsPage() {
  return <SimplePage heading="Frequently Asked Questions" lead="Answers about ordering, shipping, hanging and caring for your tiles." />;
}
