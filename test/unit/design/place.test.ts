// Where a tooltip goes next to its anchor (ui/design/components/place.ts): on the side asked for
// when it fits, flipped when only the other side has room, and never into the strip that a sticky
// top bar covers.
import '../../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { placeBeside } from '../../../ui/design/components/place';

const box = { width: 100, height: 30 };
const anchorAt = (top: number) => new DOMRect(300, top, 80, 20);

test('goes above when there is room, below when there is none', () => {
  assert.is(placeBeside(anchorAt(400), box, 'top', 'center', 6).top, 400 - 6 - 30);
  assert.is(placeBeside(anchorAt(20), box, 'top', 'center', 6).top, 20 + 20 + 6);
});

test('the strip under a sticky top bar is not room above the anchor', () => {
  assert.is(placeBeside(anchorAt(80), box, 'top', 'center', 6).top, 80 - 6 - 30, 'fits under the viewport edge');
  assert.is(placeBeside(anchorAt(80), box, 'top', 'center', 6, 72).top, 80 + 20 + 6, 'but not under a 72 px bar');
  assert.is(placeBeside(anchorAt(200), box, 'top', 'center', 6, 72).top, 200 - 6 - 30, 'below the bar it stays above');
});

test.run();
