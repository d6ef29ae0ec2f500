; ModuleID = 'prng_shuffle.c'
source_filename = "prng_shuffle.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "thumbv6m-none-unknown-eabi"

@perm = internal unnamed_addr global [64 x i8] zeroinitializer, align 1
@sample = internal unnamed_addr global [8 x i16] zeroinitializer, align 2
@xs_state = internal unnamed_addr global i32 -1831433054, align 4
@lcg_state = internal unnamed_addr global i32 1, align 4
@pcg_state = internal unnamed_addr global i64 -8846114313915602277, align 8

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = load i32, i32* @xs_state, align 4, !tbaa !7
  %2 = load i32, i32* @lcg_state, align 4, !tbaa !7
  br label %4

3:                                                ; preds = %4
  store i32 %14, i32* @xs_state, align 4, !tbaa !7
  store i32 %18, i32* @lcg_state, align 4, !tbaa !7
  br label %24

4:                                                ; preds = %0, %4
  %5 = phi i32 [ -2128831035, %0 ], [ %21, %4 ]
  %6 = phi i32 [ 0, %0 ], [ %22, %4 ]
  %7 = phi i32 [ %1, %0 ], [ %14, %4 ]
  %8 = phi i32 [ %2, %0 ], [ %18, %4 ]
  %9 = shl i32 %7, 13
  %10 = xor i32 %9, %7
  %11 = lshr i32 %10, 17
  %12 = xor i32 %11, %10
  %13 = shl i32 %12, 5
  %14 = xor i32 %13, %12
  %15 = xor i32 %14, %5
  %16 = mul i32 %15, 16777619
  %17 = mul i32 %8, 1664525
  %18 = add i32 %17, 1013904223
  %19 = lshr i32 %18, 7
  %20 = xor i32 %16, %19
  %21 = mul i32 %20, 16777619
  %22 = add nuw nsw i32 %6, 1
  %23 = icmp eq i32 %22, 200
  br i1 %23, label %3, label %4, !llvm.loop !11

24:                                               ; preds = %3, %435
  %25 = phi i32 [ %21, %3 ], [ %439, %435 ]
  %26 = phi i32 [ 0, %3 ], [ %440, %435 ]
  br label %31

27:                                               ; preds = %435
  %28 = load i64, i64* @pcg_state, align 8, !tbaa !13
  br label %442

29:                                               ; preds = %31
  %30 = load i64, i64* @pcg_state, align 8, !tbaa !13
  br label %131

31:                                               ; preds = %31, %24
  %32 = phi i32 [ 0, %24 ], [ %128, %31 ]
  %33 = trunc i32 %32 to i8
  %34 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %32
  store i8 %33, i8* %34, align 1, !tbaa !15
  %35 = or i32 %32, 1
  %36 = trunc i32 %35 to i8
  %37 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %35
  store i8 %36, i8* %37, align 1, !tbaa !15
  %38 = or i32 %32, 2
  %39 = trunc i32 %38 to i8
  %40 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %38
  store i8 %39, i8* %40, align 1, !tbaa !15
  %41 = or i32 %32, 3
  %42 = trunc i32 %41 to i8
  %43 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %41
  store i8 %42, i8* %43, align 1, !tbaa !15
  %44 = or i32 %32, 4
  %45 = trunc i32 %44 to i8
  %46 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %44
  store i8 %45, i8* %46, align 1, !tbaa !15
  %47 = or i32 %32, 5
  %48 = trunc i32 %47 to i8
  %49 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %47
  store i8 %48, i8* %49, align 1, !tbaa !15
  %50 = or i32 %32, 6
  %51 = trunc i32 %50 to i8
  %52 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %50
  store i8 %51, i8* %52, align 1, !tbaa !15
  %53 = or i32 %32, 7
  %54 = trunc i32 %53 to i8
  %55 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %53
  store i8 %54, i8* %55, align 1, !tbaa !15
  %56 = or i32 %32, 8
  %57 = trunc i32 %56 to i8
  %58 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %56
  store i8 %57, i8* %58, align 1, !tbaa !15
  %59 = or i32 %32, 9
  %60 = trunc i32 %59 to i8
  %61 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %59
  store i8 %60, i8* %61, align 1, !tbaa !15
  %62 = or i32 %32, 10
  %63 = trunc i32 %62 to i8
  %64 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %62
  store i8 %63, i8* %64, align 1, !tbaa !15
  %65 = or i32 %32, 11
  %66 = trunc i32 %65 to i8
  %67 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %65
  store i8 %66, i8* %67, align 1, !tbaa !15
  %68 = or i32 %32, 12
  %69 = trunc i32 %68 to i8
  %70 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %68
  store i8 %69, i8* %70, align 1, !tbaa !15
  %71 = or i32 %32, 13
  %72 = trunc i32 %71 to i8
  %73 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %71
  store i8 %72, i8* %73, align 1, !tbaa !15
  %74 = or i32 %32, 14
  %75 = trunc i32 %74 to i8
  %76 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %74
  store i8 %75, i8* %76, align 1, !tbaa !15
  %77 = or i32 %32, 15
  %78 = trunc i32 %77 to i8
  %79 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %77
  store i8 %78, i8* %79, align 1, !tbaa !15
  %80 = or i32 %32, 16
  %81 = trunc i32 %80 to i8
  %82 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %80
  store i8 %81, i8* %82, align 1, !tbaa !15
  %83 = or i32 %32, 17
  %84 = trunc i32 %83 to i8
  %85 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %83
  store i8 %84, i8* %85, align 1, !tbaa !15
  %86 = or i32 %32, 18
  %87 = trunc i32 %86 to i8
  %88 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %86
  store i8 %87, i8* %88, align 1, !tbaa !15
  %89 = or i32 %32, 19
  %90 = trunc i32 %89 to i8
  %91 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %89
  store i8 %90, i8* %91, align 1, !tbaa !15
  %92 = or i32 %32, 20
  %93 = trunc i32 %92 to i8
  %94 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %92
  store i8 %93, i8* %94, align 1, !tbaa !15
  %95 = or i32 %32, 21
  %96 = trunc i32 %95 to i8
  %97 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %95
  store i8 %96, i8* %97, align 1, !tbaa !15
  %98 = or i32 %32, 22
  %99 = trunc i32 %98 to i8
  %100 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %98
  store i8 %99, i8* %100, align 1, !tbaa !15
  %101 = or i32 %32, 23
  %102 = trunc i32 %101 to i8
  %103 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %101
  store i8 %102, i8* %103, align 1, !tbaa !15
  %104 = or i32 %32, 24
  %105 = trunc i32 %104 to i8
  %106 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %104
  store i8 %105, i8* %106, align 1, !tbaa !15
  %107 = or i32 %32, 25
  %108 = trunc i32 %107 to i8
  %109 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %107
  store i8 %108, i8* %109, align 1, !tbaa !15
  %110 = or i32 %32, 26
  %111 = trunc i32 %110 to i8
  %112 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %110
  store i8 %111, i8* %112, align 1, !tbaa !15
  %113 = or i32 %32, 27
  %114 = trunc i32 %113 to i8
  %115 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %113
  store i8 %114, i8* %115, align 1, !tbaa !15
  %116 = or i32 %32, 28
  %117 = trunc i32 %116 to i8
  %118 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %116
  store i8 %117, i8* %118, align 1, !tbaa !15
  %119 = or i32 %32, 29
  %120 = trunc i32 %119 to i8
  %121 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %119
  store i8 %120, i8* %121, align 1, !tbaa !15
  %122 = or i32 %32, 30
  %123 = trunc i32 %122 to i8
  %124 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %122
  store i8 %123, i8* %124, align 1, !tbaa !15
  %125 = or i32 %32, 31
  %126 = trunc i32 %125 to i8
  %127 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %125
  store i8 %126, i8* %127, align 1, !tbaa !15
  %128 = add nuw nsw i32 %32, 32
  %129 = icmp eq i32 %128, 64
  br i1 %129, label %29, label %31, !llvm.loop !16

130:                                              ; preds = %209
  store i64 %194, i64* @pcg_state, align 8, !tbaa !13
  br label %217

131:                                              ; preds = %209, %29
  %132 = phi i32 [ 63, %29 ], [ %215, %209 ]
  %133 = phi i64 [ %30, %29 ], [ %194, %209 ]
  %134 = add nuw nsw i32 %132, 1
  %135 = xor i32 %132, -1
  %136 = urem i32 %135, %134
  br label %137

137:                                              ; preds = %137, %131
  %138 = phi i64 [ %140, %137 ], [ %133, %131 ]
  %139 = mul i64 %138, 6364136223846793005
  %140 = add i64 %139, 1442695040888963407
  %141 = lshr i64 %138, 45
  %142 = lshr i64 %138, 27
  %143 = xor i64 %141, %142
  %144 = trunc i64 %143 to i32
  %145 = lshr i64 %138, 59
  %146 = trunc i64 %145 to i32
  %147 = icmp eq i32 %146, 0
  %148 = sub nuw nsw i32 32, %146
  %149 = shl i32 %144, %148
  %150 = lshr i32 %144, %146
  %151 = and i32 %149, -1431655766
  %152 = select i1 %147, i32 0, i32 %151
  %153 = xor i32 %152, %150
  %154 = icmp ult i32 %153, %136
  br i1 %154, label %137, label %155

155:                                              ; preds = %137
  %156 = urem i32 %153, %134
  %157 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %132
  %158 = load i8, i8* %157, align 1, !tbaa !15
  %159 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %156
  %160 = load i8, i8* %159, align 1, !tbaa !15
  store i8 %160, i8* %157, align 1, !tbaa !15
  store i8 %158, i8* %159, align 1, !tbaa !15
  %161 = add nsw i32 %132, -1
  %162 = sub i32 0, %132
  %163 = urem i32 %162, %132
  br label %164

164:                                              ; preds = %164, %155
  %165 = phi i64 [ %167, %164 ], [ %140, %155 ]
  %166 = mul i64 %165, 6364136223846793005
  %167 = add i64 %166, 1442695040888963407
  %168 = lshr i64 %165, 45
  %169 = lshr i64 %165, 27
  %170 = xor i64 %168, %169
  %171 = trunc i64 %170 to i32
  %172 = lshr i64 %165, 59
  %173 = trunc i64 %172 to i32
  %174 = icmp eq i32 %173, 0
  %175 = sub nuw nsw i32 32, %173
  %176 = shl i32 %171, %175
  %177 = lshr i32 %171, %173
  %178 = and i32 %176, -1431655766
  %179 = select i1 %174, i32 0, i32 %178
  %180 = xor i32 %179, %177
  %181 = icmp ult i32 %180, %163
  br i1 %181, label %164, label %182

182:                                              ; preds = %164
  %183 = urem i32 %180, %132
  %184 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %161
  %185 = load i8, i8* %184, align 1, !tbaa !15
  %186 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %183
  %187 = load i8, i8* %186, align 1, !tbaa !15
  store i8 %187, i8* %184, align 1, !tbaa !15
  store i8 %185, i8* %186, align 1, !tbaa !15
  %188 = add nsw i32 %132, -2
  %189 = sub i32 1, %132
  %190 = urem i32 %189, %161
  br label %191

191:                                              ; preds = %191, %182
  %192 = phi i64 [ %194, %191 ], [ %167, %182 ]
  %193 = mul i64 %192, 6364136223846793005
  %194 = add i64 %193, 1442695040888963407
  %195 = lshr i64 %192, 45
  %196 = lshr i64 %192, 27
  %197 = xor i64 %195, %196
  %198 = trunc i64 %197 to i32
  %199 = lshr i64 %192, 59
  %200 = trunc i64 %199 to i32
  %201 = icmp eq i32 %200, 0
  %202 = sub nuw nsw i32 32, %200
  %203 = shl i32 %198, %202
  %204 = lshr i32 %198, %200
  %205 = and i32 %203, -1431655766
  %206 = select i1 %201, i32 0, i32 %205
  %207 = xor i32 %206, %204
  %208 = icmp ult i32 %207, %190
  br i1 %208, label %191, label %209

209:                                              ; preds = %191
  %210 = urem i32 %207, %161
  %211 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %188
  %212 = load i8, i8* %211, align 1, !tbaa !15
  %213 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %210
  %214 = load i8, i8* %213, align 1, !tbaa !15
  store i8 %214, i8* %211, align 1, !tbaa !15
  store i8 %212, i8* %213, align 1, !tbaa !15
  %215 = add nsw i32 %132, -3
  %216 = icmp ugt i32 %188, 1
  br i1 %216, label %131, label %130, !llvm.loop !17

217:                                              ; preds = %327, %130
  %218 = phi i32 [ 0, %130 ], [ %330, %327 ]
  %219 = phi i32 [ 0, %130 ], [ %329, %327 ]
  %220 = phi i32 [ 0, %130 ], [ %328, %327 ]
  %221 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %218
  %222 = load i8, i8* %221, align 1, !tbaa !15
  %223 = icmp sgt i8 %222, -1
  br i1 %223, label %224, label %272

224:                                              ; preds = %217
  %225 = zext i8 %222 to i32
  %226 = and i32 %225, 128
  %227 = icmp eq i32 %226, 0
  br i1 %227, label %228, label %267

228:                                              ; preds = %224, %253
  %229 = phi i32 [ %258, %253 ], [ %225, %224 ]
  %230 = phi i8 [ %257, %253 ], [ %222, %224 ]
  %231 = phi i8* [ %256, %253 ], [ %221, %224 ]
  %232 = phi i32 [ %255, %253 ], [ 0, %224 ]
  %233 = or i8 %230, -128
  store i8 %233, i8* %231, align 1, !tbaa !15
  %234 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %229
  %235 = load i8, i8* %234, align 1, !tbaa !15
  %236 = zext i8 %235 to i32
  %237 = and i32 %236, 128
  %238 = icmp eq i32 %237, 0
  br i1 %238, label %239, label %265, !llvm.loop !18

239:                                              ; preds = %228
  %240 = or i8 %235, -128
  store i8 %240, i8* %234, align 1, !tbaa !15
  %241 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %236
  %242 = load i8, i8* %241, align 1, !tbaa !15
  %243 = zext i8 %242 to i32
  %244 = and i32 %243, 128
  %245 = icmp eq i32 %244, 0
  br i1 %245, label %246, label %263, !llvm.loop !18

246:                                              ; preds = %239
  %247 = or i8 %242, -128
  store i8 %247, i8* %241, align 1, !tbaa !15
  %248 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %243
  %249 = load i8, i8* %248, align 1, !tbaa !15
  %250 = zext i8 %249 to i32
  %251 = and i32 %250, 128
  %252 = icmp eq i32 %251, 0
  br i1 %252, label %253, label %261, !llvm.loop !18

253:                                              ; preds = %246
  %254 = or i8 %249, -128
  store i8 %254, i8* %248, align 1, !tbaa !15
  %255 = add nuw nsw i32 %232, 4
  %256 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %250
  %257 = load i8, i8* %256, align 1, !tbaa !15
  %258 = zext i8 %257 to i32
  %259 = and i32 %258, 128
  %260 = icmp eq i32 %259, 0
  br i1 %260, label %228, label %267, !llvm.loop !18

261:                                              ; preds = %246
  %262 = or i32 %232, 3
  br label %267

263:                                              ; preds = %239
  %264 = or i32 %232, 2
  br label %267

265:                                              ; preds = %228
  %266 = or i32 %232, 1
  br label %267

267:                                              ; preds = %261, %263, %265, %253, %224
  %268 = phi i32 [ 0, %224 ], [ %262, %261 ], [ %264, %263 ], [ %266, %265 ], [ %255, %253 ]
  %269 = add nsw i32 %220, 1
  %270 = icmp sgt i32 %268, %219
  %271 = select i1 %270, i32 %268, i32 %219
  br label %272

272:                                              ; preds = %217, %267
  %273 = phi i32 [ %220, %217 ], [ %269, %267 ]
  %274 = phi i32 [ %219, %217 ], [ %271, %267 ]
  %275 = or i32 %218, 1
  %276 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %275
  %277 = load i8, i8* %276, align 1, !tbaa !15
  %278 = icmp sgt i8 %277, -1
  br i1 %278, label %279, label %327

279:                                              ; preds = %272
  %280 = zext i8 %277 to i32
  %281 = and i32 %280, 128
  %282 = icmp eq i32 %281, 0
  br i1 %282, label %283, label %322

283:                                              ; preds = %279, %308
  %284 = phi i32 [ %313, %308 ], [ %280, %279 ]
  %285 = phi i8 [ %312, %308 ], [ %277, %279 ]
  %286 = phi i8* [ %311, %308 ], [ %276, %279 ]
  %287 = phi i32 [ %310, %308 ], [ 0, %279 ]
  %288 = or i8 %285, -128
  store i8 %288, i8* %286, align 1, !tbaa !15
  %289 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %284
  %290 = load i8, i8* %289, align 1, !tbaa !15
  %291 = zext i8 %290 to i32
  %292 = and i32 %291, 128
  %293 = icmp eq i32 %292, 0
  br i1 %293, label %294, label %320, !llvm.loop !18

294:                                              ; preds = %283
  %295 = or i8 %290, -128
  store i8 %295, i8* %289, align 1, !tbaa !15
  %296 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %291
  %297 = load i8, i8* %296, align 1, !tbaa !15
  %298 = zext i8 %297 to i32
  %299 = and i32 %298, 128
  %300 = icmp eq i32 %299, 0
  br i1 %300, label %301, label %318, !llvm.loop !18

301:                                              ; preds = %294
  %302 = or i8 %297, -128
  store i8 %302, i8* %296, align 1, !tbaa !15
  %303 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %298
  %304 = load i8, i8* %303, align 1, !tbaa !15
  %305 = zext i8 %304 to i32
  %306 = and i32 %305, 128
  %307 = icmp eq i32 %306, 0
  br i1 %307, label %308, label %316, !llvm.loop !18

308:                                              ; preds = %301
  %309 = or i8 %304, -128
  store i8 %309, i8* %303, align 1, !tbaa !15
  %310 = add nuw nsw i32 %287, 4
  %311 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %305
  %312 = load i8, i8* %311, align 1, !tbaa !15
  %313 = zext i8 %312 to i32
  %314 = and i32 %313, 128
  %315 = icmp eq i32 %314, 0
  br i1 %315, label %283, label %322, !llvm.loop !18

316:                                              ; preds = %301
  %317 = or i32 %287, 3
  br label %322

318:                                              ; preds = %294
  %319 = or i32 %287, 2
  br label %322

320:                                              ; preds = %283
  %321 = or i32 %287, 1
  br label %322

322:                                              ; preds = %316, %318, %320, %308, %279
  %323 = phi i32 [ 0, %279 ], [ %317, %316 ], [ %319, %318 ], [ %321, %320 ], [ %310, %308 ]
  %324 = add nsw i32 %273, 1
  %325 = icmp sgt i32 %323, %274
  %326 = select i1 %325, i32 %323, i32 %274
  br label %327

327:                                              ; preds = %322, %272
  %328 = phi i32 [ %273, %272 ], [ %324, %322 ]
  %329 = phi i32 [ %274, %272 ], [ %326, %322 ]
  %330 = add nuw nsw i32 %218, 2
  %331 = icmp eq i32 %330, 64
  br i1 %331, label %334, label %217, !llvm.loop !19

332:                                              ; preds = %334
  %333 = icmp eq i32 %431, 2016
  br i1 %333, label %435, label %434

334:                                              ; preds = %327, %334
  %335 = phi i32 [ %432, %334 ], [ 0, %327 ]
  %336 = phi i32 [ %431, %334 ], [ 0, %327 ]
  %337 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %335
  %338 = load i8, i8* %337, align 1, !tbaa !15
  %339 = and i8 %338, 127
  %340 = zext i8 %339 to i32
  %341 = add nuw nsw i32 %336, %340
  %342 = or i32 %335, 1
  %343 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %342
  %344 = load i8, i8* %343, align 1, !tbaa !15
  %345 = and i8 %344, 127
  %346 = zext i8 %345 to i32
  %347 = add nuw nsw i32 %341, %346
  %348 = or i32 %335, 2
  %349 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %348
  %350 = load i8, i8* %349, align 1, !tbaa !15
  %351 = and i8 %350, 127
  %352 = zext i8 %351 to i32
  %353 = add nuw nsw i32 %347, %352
  %354 = or i32 %335, 3
  %355 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %354
  %356 = load i8, i8* %355, align 1, !tbaa !15
  %357 = and i8 %356, 127
  %358 = zext i8 %357 to i32
  %359 = add nuw nsw i32 %353, %358
  %360 = or i32 %335, 4
  %361 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %360
  %362 = load i8, i8* %361, align 1, !tbaa !15
  %363 = and i8 %362, 127
  %364 = zext i8 %363 to i32
  %365 = add nuw nsw i32 %359, %364
  %366 = or i32 %335, 5
  %367 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %366
  %368 = load i8, i8* %367, align 1, !tbaa !15
  %369 = and i8 %368, 127
  %370 = zext i8 %369 to i32
  %371 = add nuw nsw i32 %365, %370
  %372 = or i32 %335, 6
  %373 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %372
  %374 = load i8, i8* %373, align 1, !tbaa !15
  %375 = and i8 %374, 127
  %376 = zext i8 %375 to i32
  %377 = add nuw nsw i32 %371, %376
  %378 = or i32 %335, 7
  %379 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %378
  %380 = load i8, i8* %379, align 1, !tbaa !15
  %381 = and i8 %380, 127
  %382 = zext i8 %381 to i32
  %383 = add nuw nsw i32 %377, %382
  %384 = or i32 %335, 8
  %385 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %384
  %386 = load i8, i8* %385, align 1, !tbaa !15
  %387 = and i8 %386, 127
  %388 = zext i8 %387 to i32
  %389 = add nuw nsw i32 %383, %388
  %390 = or i32 %335, 9
  %391 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %390
  %392 = load i8, i8* %391, align 1, !tbaa !15
  %393 = and i8 %392, 127
  %394 = zext i8 %393 to i32
  %395 = add nuw nsw i32 %389, %394
  %396 = or i32 %335, 10
  %397 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %396
  %398 = load i8, i8* %397, align 1, !tbaa !15
  %399 = and i8 %398, 127
  %400 = zext i8 %399 to i32
  %401 = add nuw nsw i32 %395, %400
  %402 = or i32 %335, 11
  %403 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %402
  %404 = load i8, i8* %403, align 1, !tbaa !15
  %405 = and i8 %404, 127
  %406 = zext i8 %405 to i32
  %407 = add nuw nsw i32 %401, %406
  %408 = or i32 %335, 12
  %409 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %408
  %410 = load i8, i8* %409, align 1, !tbaa !15
  %411 = and i8 %410, 127
  %412 = zext i8 %411 to i32
  %413 = add nuw nsw i32 %407, %412
  %414 = or i32 %335, 13
  %415 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %414
  %416 = load i8, i8* %415, align 1, !tbaa !15
  %417 = and i8 %416, 127
  %418 = zext i8 %417 to i32
  %419 = add nuw nsw i32 %413, %418
  %420 = or i32 %335, 14
  %421 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %420
  %422 = load i8, i8* %421, align 1, !tbaa !15
  %423 = and i8 %422, 127
  %424 = zext i8 %423 to i32
  %425 = add nuw nsw i32 %419, %424
  %426 = or i32 %335, 15
  %427 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %426
  %428 = load i8, i8* %427, align 1, !tbaa !15
  %429 = and i8 %428, 127
  %430 = zext i8 %429 to i32
  %431 = add nuw nsw i32 %425, %430
  %432 = add nuw nsw i32 %335, 16
  %433 = icmp eq i32 %432, 64
  br i1 %433, label %332, label %334, !llvm.loop !20

434:                                              ; preds = %332
  tail call void @abort() #2
  br label %435

435:                                              ; preds = %434, %332
  %436 = xor i32 %328, %25
  %437 = shl i32 %329, 8
  %438 = xor i32 %436, %437
  %439 = mul i32 %438, 16777619
  %440 = add nuw nsw i32 %26, 1
  %441 = icmp eq i32 %440, 6
  br i1 %441, label %27, label %24, !llvm.loop !21

442:                                              ; preds = %27, %478
  %443 = phi i32 [ 0, %27 ], [ %479, %478 ]
  %444 = phi i64 [ %28, %27 ], [ %480, %478 ]
  %445 = icmp ult i32 %443, 8
  br i1 %445, label %446, label %450

446:                                              ; preds = %442
  %447 = trunc i32 %443 to i16
  %448 = getelementptr inbounds [8 x i16], [8 x i16]* @sample, i32 0, i32 %443
  store i16 %447, i16* %448, align 2, !tbaa !22
  %449 = add nuw nsw i32 %443, 1
  br label %478

450:                                              ; preds = %442
  %451 = add nuw nsw i32 %443, 1
  %452 = xor i32 %443, -1
  %453 = urem i32 %452, %451
  br label %454

454:                                              ; preds = %454, %450
  %455 = phi i64 [ %457, %454 ], [ %444, %450 ]
  %456 = mul i64 %455, 6364136223846793005
  %457 = add i64 %456, 1442695040888963407
  %458 = lshr i64 %455, 45
  %459 = lshr i64 %455, 27
  %460 = xor i64 %458, %459
  %461 = trunc i64 %460 to i32
  %462 = lshr i64 %455, 59
  %463 = trunc i64 %462 to i32
  %464 = icmp eq i32 %463, 0
  %465 = sub nuw nsw i32 32, %463
  %466 = shl i32 %461, %465
  %467 = lshr i32 %461, %463
  %468 = and i32 %466, -1431655766
  %469 = select i1 %464, i32 0, i32 %468
  %470 = xor i32 %469, %467
  %471 = icmp ult i32 %470, %453
  br i1 %471, label %454, label %472

472:                                              ; preds = %454
  store i64 %457, i64* @pcg_state, align 8, !tbaa !13
  %473 = urem i32 %470, %451
  %474 = icmp ult i32 %473, 8
  br i1 %474, label %475, label %478

475:                                              ; preds = %472
  %476 = trunc i32 %443 to i16
  %477 = getelementptr inbounds [8 x i16], [8 x i16]* @sample, i32 0, i32 %473
  store i16 %476, i16* %477, align 2, !tbaa !22
  br label %478

478:                                              ; preds = %472, %475, %446
  %479 = phi i32 [ %451, %472 ], [ %451, %475 ], [ %449, %446 ]
  %480 = phi i64 [ %457, %472 ], [ %457, %475 ], [ %444, %446 ]
  %481 = icmp eq i32 %479, 500
  br i1 %481, label %482, label %442, !llvm.loop !24

482:                                              ; preds = %478
  %483 = load i16, i16* getelementptr inbounds ([8 x i16], [8 x i16]* @sample, i32 0, i32 0), align 2, !tbaa !22
  %484 = zext i16 %483 to i32
  %485 = xor i32 %439, %484
  %486 = mul i32 %485, 16777619
  %487 = load i16, i16* getelementptr inbounds ([8 x i16], [8 x i16]* @sample, i32 0, i32 1), align 2, !tbaa !22
  %488 = zext i16 %487 to i32
  %489 = xor i32 %486, %488
  %490 = mul i32 %489, 16777619
  %491 = load i16, i16* getelementptr inbounds ([8 x i16], [8 x i16]* @sample, i32 0, i32 2), align 2, !tbaa !22
  %492 = zext i16 %491 to i32
  %493 = xor i32 %490, %492
  %494 = mul i32 %493, 16777619
  %495 = load i16, i16* getelementptr inbounds ([8 x i16], [8 x i16]* @sample, i32 0, i32 3), align 2, !tbaa !22
  %496 = zext i16 %495 to i32
  %497 = xor i32 %494, %496
  %498 = mul i32 %497, 16777619
  %499 = load i16, i16* getelementptr inbounds ([8 x i16], [8 x i16]* @sample, i32 0, i32 4), align 2, !tbaa !22
  %500 = zext i16 %499 to i32
  %501 = xor i32 %498, %500
  %502 = mul i32 %501, 16777619
  %503 = load i16, i16* getelementptr inbounds ([8 x i16], [8 x i16]* @sample, i32 0, i32 5), align 2, !tbaa !22
  %504 = zext i16 %503 to i32
  %505 = xor i32 %502, %504
  %506 = mul i32 %505, 16777619
  %507 = load i16, i16* getelementptr inbounds ([8 x i16], [8 x i16]* @sample, i32 0, i32 6), align 2, !tbaa !22
  %508 = zext i16 %507 to i32
  %509 = xor i32 %506, %508
  %510 = mul i32 %509, 16777619
  %511 = load i16, i16* getelementptr inbounds ([8 x i16], [8 x i16]* @sample, i32 0, i32 7), align 2, !tbaa !22
  %512 = zext i16 %511 to i32
  %513 = xor i32 %510, %512
  %514 = mul i32 %513, 16777619
  %515 = and i32 %514, 2147483647
  ret i32 %515
}

declare dso_local void @abort() local_unnamed_addr #1

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{!"Debian clang version 14.0.6"}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !14, i64 0}
!14 = !{!"long long", !9, i64 0}
!15 = !{!9, !9, i64 0}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !12}
!21 = distinct !{!21, !12}
!22 = !{!23, !23, i64 0}
!23 = !{!"short", !9, i64 0}
!24 = distinct !{!24, !12}
