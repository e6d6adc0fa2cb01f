import type { Texture, WebGLRenderer } from 'pixi.js';
import type { ScreenRect } from '../../../application/printing/render-model';

/** Screen-pixel (CSS) rectangle corners in drawing order: top-left, top-right, bottom-right, bottom-left. */
const CORNERS = 4;
/** Per vertex: x, y in clip space, u, v. Two quads: what lies under the photo, then the photo. */
const FLOATS = 2 * CORNERS * 4;

const VERTEX = `
attribute vec2 aPos;
attribute vec2 aUV;
varying highp vec2 vUV;
void main() {
  vUV = aUV;
  gl_Position = vec4(aPos, 0.0, 1.0);
}`;

const FRAGMENT = `
precision highp float;
varying highp vec2 vUV;
uniform sampler2D uTex;
uniform vec4 uColor;
uniform float uSolid;
void main() {
  gl_FragColor = uSolid > 0.5 ? uColor : texture2D(uTex, vUV);
}`;

interface Program {
  readonly program: WebGLProgram;
  readonly vao: WebGLVertexArrayObject;
  readonly buffer: WebGLBuffer;
  readonly color: WebGLUniformLocation;
  readonly solid: WebGLUniformLocation;
}

const compile = (gl: WebGL2RenderingContext, type: number, source: string): WebGLShader | null => {
  const shader = gl.createShader(type);
  if (!shader) return null;
  gl.shaderSource(shader, source);
  gl.compileShader(shader);
  return shader;
};

/**
 * A pan or zoom step's repaint in plain WebGL (see CropRepaint for what it paints): two quads, the
 * colour under the photo and the photo's crop, in one small program of its own. Pixi's render of
 * the same two sprites (render groups, instruction set, batcher, global uniforms) costs several
 * times the few GL calls it comes down to, in every frame of a drag or a wheel zoom.
 *
 * It leaves Pixi's GL state as it found it: the texture is bound through Pixi's texture system (its
 * sampler and binding cache stay right), the canvas bound through its render target system, and the
 * program, vertex array, array buffer and the capabilities it turns off are put back. WebGL 2 only
 * (`available` is false otherwise, and after a failed compile): the caller then draws with Pixi.
 */
export class CropBlit {
  private gl: WebGL2RenderingContext | null;
  private compiled: Program | null = null;
  private failed = false;
  private readonly vertices = new Float32Array(FLOATS);

  constructor(private readonly renderer: WebGLRenderer) {
    const gl = renderer.gl as WebGLRenderingContext | WebGL2RenderingContext;
    this.gl = typeof WebGL2RenderingContext !== 'undefined' && gl instanceof WebGL2RenderingContext ? gl : null;
  }

  /** Whether this draws (WebGL 2, and its program compiled). */
  get available(): boolean {
    return this.gl !== null && !this.failed && (this.compiled !== null || this.compile() !== null);
  }

  /** The context was lost and restored: the program and buffers are gone, made again on next use. */
  contextRestored(): void {
    this.compiled = null;
    this.failed = false;
  }

  /**
   * Paints `under` (a colour, 0xRRGGBB) and the photo's crop `view` (unturned: a turned photo is drawn
   * by Pixi) over `photo`, inside the device-pixel scissor box (left, bottom, width, height).
   */
  paint(photo: ScreenRect, under: number, view: Texture, scissor: readonly [number, number, number, number]): void {
    const gl = this.gl;
    const p = this.compiled ?? this.compile();
    if (!gl || !p) return;
    const renderer = this.renderer;
    const resolution = renderer.resolution;
    const sx = (2 * resolution) / gl.drawingBufferWidth;
    const sy = (2 * resolution) / gl.drawingBufferHeight;
    const left = photo.x * sx - 1;
    const right = (photo.x + photo.width) * sx - 1;
    const top = 1 - photo.y * sy;
    const bottom = 1 - (photo.y + photo.height) * sy;
    const v = this.vertices;
    // The texture's frame in its source, corner by corner as the photo's.
    const { frame, source } = view;
    const u0 = frame.x / source.width;
    const v0 = frame.y / source.height;
    const u1 = (frame.x + frame.width) / source.width;
    const v1 = (frame.y + frame.height) / source.height;
    for (let quad = 0; quad < 2; quad++) {
      for (let corner = 0; corner < CORNERS; corner++) {
        const o = (quad * CORNERS + corner) * 4;
        const leftSide = corner === 0 || corner === 3;
        const topSide = corner < 2;
        v[o] = leftSide ? left : right;
        v[o + 1] = topSide ? top : bottom;
        v[o + 2] = leftSide ? u0 : u1;
        v[o + 3] = topSide ? v0 : v1;
      }
    }
    renderer.renderTarget.bind({ target: renderer.view.renderTarget, clear: false });
    renderer.texture.bind(view, 0);
    const program = gl.getParameter(gl.CURRENT_PROGRAM) as WebGLProgram | null;
    const vao = gl.getParameter(gl.VERTEX_ARRAY_BINDING) as WebGLVertexArrayObject | null;
    const arrayBuffer = gl.getParameter(gl.ARRAY_BUFFER_BINDING) as WebGLBuffer | null;
    const blend = gl.isEnabled(gl.BLEND);
    const cull = gl.isEnabled(gl.CULL_FACE);
    const depth = gl.isEnabled(gl.DEPTH_TEST);
    const stencil = gl.isEnabled(gl.STENCIL_TEST);
    if (blend) gl.disable(gl.BLEND);
    if (cull) gl.disable(gl.CULL_FACE);
    if (depth) gl.disable(gl.DEPTH_TEST);
    if (stencil) gl.disable(gl.STENCIL_TEST);
    gl.enable(gl.SCISSOR_TEST);
    gl.scissor(scissor[0], scissor[1], scissor[2], scissor[3]);
    try {
      gl.useProgram(p.program);
      gl.bindVertexArray(p.vao);
      gl.bindBuffer(gl.ARRAY_BUFFER, p.buffer);
      gl.bufferSubData(gl.ARRAY_BUFFER, 0, v);
      gl.uniform4f(p.color, ((under >> 16) & 255) / 255, ((under >> 8) & 255) / 255, (under & 255) / 255, 1);
      gl.uniform1f(p.solid, 1);
      gl.drawArrays(gl.TRIANGLE_FAN, 0, CORNERS);
      gl.uniform1f(p.solid, 0);
      gl.drawArrays(gl.TRIANGLE_FAN, CORNERS, CORNERS);
    } finally {
      gl.disable(gl.SCISSOR_TEST);
      gl.bindVertexArray(vao);
      gl.bindBuffer(gl.ARRAY_BUFFER, arrayBuffer);
      gl.useProgram(program);
      if (blend) gl.enable(gl.BLEND);
      if (cull) gl.enable(gl.CULL_FACE);
      if (depth) gl.enable(gl.DEPTH_TEST);
      if (stencil) gl.enable(gl.STENCIL_TEST);
    }
  }

  private compile(): Program | null {
    const gl = this.gl;
    if (!gl || this.failed) return null;
    const program = gl.createProgram();
    const vs = compile(gl, gl.VERTEX_SHADER, VERTEX);
    const fs = compile(gl, gl.FRAGMENT_SHADER, FRAGMENT);
    if (!program || !vs || !fs) {
      this.failed = true;
      return null;
    }
    gl.attachShader(program, vs);
    gl.attachShader(program, fs);
    gl.bindAttribLocation(program, 0, 'aPos');
    gl.bindAttribLocation(program, 1, 'aUV');
    gl.linkProgram(program);
    gl.deleteShader(vs);
    gl.deleteShader(fs);
    const color = gl.getUniformLocation(program, 'uColor');
    const solid = gl.getUniformLocation(program, 'uSolid');
    const tex = gl.getUniformLocation(program, 'uTex');
    const vao = gl.createVertexArray();
    const buffer = gl.createBuffer();
    if (!gl.getProgramParameter(program, gl.LINK_STATUS) || !color || !solid || !tex || !vao || !buffer) {
      gl.deleteProgram(program);
      this.failed = true;
      return null;
    }
    const previousProgram = gl.getParameter(gl.CURRENT_PROGRAM) as WebGLProgram | null;
    const previousVao = gl.getParameter(gl.VERTEX_ARRAY_BINDING) as WebGLVertexArrayObject | null;
    const previousBuffer = gl.getParameter(gl.ARRAY_BUFFER_BINDING) as WebGLBuffer | null;
    gl.useProgram(program);
    gl.uniform1i(tex, 0);
    gl.bindVertexArray(vao);
    gl.bindBuffer(gl.ARRAY_BUFFER, buffer);
    gl.bufferData(gl.ARRAY_BUFFER, this.vertices.byteLength, gl.DYNAMIC_DRAW);
    gl.enableVertexAttribArray(0);
    gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 16, 0);
    gl.enableVertexAttribArray(1);
    gl.vertexAttribPointer(1, 2, gl.FLOAT, false, 16, 8);
    gl.bindVertexArray(previousVao);
    gl.bindBuffer(gl.ARRAY_BUFFER, previousBuffer);
    gl.useProgram(previousProgram);
    this.compiled = { program, vao, buffer, color, solid };
    return this.compiled;
  }

  destroy(): void {
    const gl = this.gl;
    const p = this.compiled;
    if (gl && p && !gl.isContextLost()) {
      gl.deleteProgram(p.program);
      gl.deleteVertexArray(p.vao);
      gl.deleteBuffer(p.buffer);
    }
    this.compiled = null;
    this.gl = null;
  }
}
