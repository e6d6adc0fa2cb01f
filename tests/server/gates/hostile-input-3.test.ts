import { hostileInputSuite } from './hostile-input-suite';

hostileInputSuite(2, 3);
