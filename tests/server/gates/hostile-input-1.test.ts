import { hostileInputSuite } from './hostile-input-suite';

hostileInputSuite(0, 3);
