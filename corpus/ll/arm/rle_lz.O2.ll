; ModuleID = 'rle_lz.c'
source_filename = "rle_lz.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv6-none-unknown-eabi"

@input = internal global [256 x i8] zeroinitializer, align 1
@packed = internal global [512 x i8] zeroinitializer, align 1
@output = internal global [256 x i8] zeroinitializer, align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %117

1:                                                ; preds = %148
  %2 = icmp ult i32 %131, 255
  br i1 %2, label %117, label %3, !llvm.loop !7

3:                                                ; preds = %1, %76
  %4 = phi i32 [ %78, %76 ], [ 0, %1 ]
  %5 = phi i32 [ %77, %76 ], [ 0, %1 ]
  %6 = icmp ult i32 %5, 255
  br i1 %6, label %7, label %32

7:                                                ; preds = %3
  %8 = add nuw nsw i32 %5, 1
  %9 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i32 0, i32 %5
  %10 = load i8, i8* %9, align 1, !tbaa !9
  %11 = sub nuw nsw i32 254, %5
  %12 = tail call i32 @llvm.umin.i32(i32 %11, i32 126) #3
  %13 = add nuw nsw i32 %12, 2
  %14 = add nuw nsw i32 %5, 2
  %15 = add nuw nsw i32 %14, %12
  br label %16

16:                                               ; preds = %22, %7
  %17 = phi i32 [ %8, %7 ], [ %24, %22 ]
  %18 = phi i32 [ 1, %7 ], [ %23, %22 ]
  %19 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i32 0, i32 %17
  %20 = load i8, i8* %19, align 1, !tbaa !9
  %21 = icmp eq i8 %20, %10
  br i1 %21, label %22, label %26

22:                                               ; preds = %16
  %23 = add nuw nsw i32 %18, 1
  %24 = add i32 %23, %5
  %25 = icmp eq i32 %23, %13
  br i1 %25, label %26, label %16, !llvm.loop !12

26:                                               ; preds = %22, %16
  %27 = phi i32 [ %18, %16 ], [ %13, %22 ]
  %28 = phi i32 [ %17, %16 ], [ %15, %22 ]
  %29 = icmp ugt i32 %27, 2
  br i1 %29, label %38, label %30

30:                                               ; preds = %26
  %31 = icmp ult i32 %5, 256
  br i1 %31, label %32, label %65

32:                                               ; preds = %3, %30
  %33 = phi i32 [ %8, %30 ], [ 256, %3 ]
  %34 = sub nuw nsw i32 255, %5
  %35 = tail call i32 @llvm.umin.i32(i32 %34, i32 127) #3
  %36 = add nuw nsw i32 %35, 1
  %37 = add nuw nsw i32 %33, %35
  br label %45

38:                                               ; preds = %26
  %39 = trunc i32 %27 to i8
  %40 = sub i8 1, %39
  %41 = add i32 %4, 1
  %42 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %4
  store i8 %40, i8* %42, align 1, !tbaa !9
  %43 = add i32 %4, 2
  %44 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %41
  store i8 %10, i8* %44, align 1, !tbaa !9
  br label %76

45:                                               ; preds = %61, %32
  %46 = phi i32 [ %63, %61 ], [ %5, %32 ]
  %47 = phi i32 [ %62, %61 ], [ 0, %32 ]
  %48 = add nuw nsw i32 %46, 2
  %49 = icmp ult i32 %46, 254
  br i1 %49, label %50, label %61

50:                                               ; preds = %45
  %51 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i32 0, i32 %46
  %52 = load i8, i8* %51, align 1, !tbaa !9
  %53 = add nuw nsw i32 %46, 1
  %54 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i32 0, i32 %53
  %55 = load i8, i8* %54, align 1, !tbaa !9
  %56 = icmp eq i8 %52, %55
  br i1 %56, label %57, label %61

57:                                               ; preds = %50
  %58 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i32 0, i32 %48
  %59 = load i8, i8* %58, align 1, !tbaa !9
  %60 = icmp eq i8 %52, %59
  br i1 %60, label %65, label %61

61:                                               ; preds = %57, %50, %45
  %62 = add nuw nsw i32 %47, 1
  %63 = add nuw nsw i32 %62, %5
  %64 = icmp eq i32 %47, %35
  br i1 %64, label %65, label %45, !llvm.loop !13

65:                                               ; preds = %61, %57, %30
  %66 = phi i32 [ 0, %30 ], [ %36, %61 ], [ %47, %57 ]
  %67 = phi i32 [ %5, %30 ], [ %37, %61 ], [ %46, %57 ]
  %68 = trunc i32 %66 to i8
  %69 = add i8 %68, -1
  %70 = add i32 %4, 1
  %71 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %4
  store i8 %69, i8* %71, align 1, !tbaa !9
  %72 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %70
  %73 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i32 0, i32 %5
  %74 = tail call i8* @memcpy(i8* noundef nonnull %72, i8* noundef nonnull %73, i32 noundef %66) #4
  %75 = add i32 %66, %70
  br label %76

76:                                               ; preds = %65, %38
  %77 = phi i32 [ %28, %38 ], [ %67, %65 ]
  %78 = phi i32 [ %43, %38 ], [ %75, %65 ]
  %79 = icmp ult i32 %77, 256
  br i1 %79, label %3, label %80, !llvm.loop !14

80:                                               ; preds = %76
  %81 = icmp eq i32 %78, 0
  br i1 %81, label %159, label %82

82:                                               ; preds = %80, %111
  %83 = phi i32 [ %113, %111 ], [ 0, %80 ]
  %84 = phi i32 [ %112, %111 ], [ 0, %80 ]
  %85 = add nuw i32 %83, 1
  %86 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %83
  %87 = load i8, i8* %86, align 1, !tbaa !9
  %88 = sext i8 %87 to i32
  %89 = icmp sgt i8 %87, -1
  br i1 %89, label %95, label %90

90:                                               ; preds = %82
  %91 = sub nsw i32 1, %88
  %92 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %85
  %93 = load i8, i8* %92, align 1, !tbaa !9
  %94 = tail call i32 @llvm.smax.i32(i32 %91, i32 1) #3
  br label %104

95:                                               ; preds = %82
  %96 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i32 0, i32 %84
  %97 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %85
  %98 = add nsw i32 %88, 1
  %99 = tail call i8* @memcpy(i8* noundef nonnull %96, i8* noundef nonnull %97, i32 noundef %98) #4
  %100 = add i32 %98, %84
  %101 = add i32 %98, %85
  br label %111

102:                                              ; preds = %104
  %103 = add i32 %83, 2
  br label %111

104:                                              ; preds = %104, %90
  %105 = phi i32 [ 0, %90 ], [ %109, %104 ]
  %106 = phi i32 [ %84, %90 ], [ %107, %104 ]
  %107 = add i32 %106, 1
  %108 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i32 0, i32 %106
  store i8 %93, i8* %108, align 1, !tbaa !9
  %109 = add nuw nsw i32 %105, 1
  %110 = icmp eq i32 %109, %94
  br i1 %110, label %102, label %104, !llvm.loop !15

111:                                              ; preds = %102, %95
  %112 = phi i32 [ %100, %95 ], [ %107, %102 ]
  %113 = phi i32 [ %101, %95 ], [ %103, %102 ]
  %114 = icmp ult i32 %113, %78
  br i1 %114, label %82, label %115, !llvm.loop !16

115:                                              ; preds = %111
  %116 = icmp eq i32 %112, 256
  br i1 %116, label %156, label %159

117:                                              ; preds = %1, %0
  %118 = phi i32 [ 5, %0 ], [ %121, %1 ]
  %119 = phi i32 [ 0, %0 ], [ %152, %1 ]
  %120 = mul i32 %118, 1103515245
  %121 = add i32 %120, 12345
  %122 = lshr i32 %121, 28
  %123 = and i32 %122, 3
  %124 = lshr i32 %121, 20
  %125 = and i32 %124, 15
  %126 = lshr i32 %121, 8
  %127 = trunc i32 %126 to i8
  %128 = icmp eq i32 %123, 2
  br label %129

129:                                              ; preds = %117, %148
  %130 = phi i32 [ 0, %117 ], [ %151, %148 ]
  %131 = phi i32 [ %119, %117 ], [ %152, %148 ]
  switch i32 %123, label %136 [
    i32 0, label %148
    i32 1, label %132
  ]

132:                                              ; preds = %129
  %133 = trunc i32 %131 to i8
  %134 = urem i8 %133, 5
  %135 = add nuw nsw i8 %134, 97
  br label %148

136:                                              ; preds = %129
  %137 = icmp ugt i32 %131, 39
  %138 = select i1 %128, i1 %137, i1 false
  br i1 %138, label %139, label %143

139:                                              ; preds = %136
  %140 = add nsw i32 %131, -40
  %141 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i32 0, i32 %140
  %142 = load i8, i8* %141, align 1, !tbaa !9
  br label %148

143:                                              ; preds = %136
  %144 = and i32 %130, 7
  %145 = lshr i32 %121, %144
  %146 = trunc i32 %145 to i8
  %147 = mul i8 %146, 31
  br label %148

148:                                              ; preds = %129, %139, %143, %132
  %149 = phi i8 [ %142, %139 ], [ %147, %143 ], [ %135, %132 ], [ %127, %129 ]
  %150 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i32 0, i32 %131
  store i8 %149, i8* %150, align 1, !tbaa !9
  %151 = add nuw nsw i32 %130, 1
  %152 = add nuw nsw i32 %131, 1
  %153 = icmp ult i32 %130, %125
  %154 = icmp ult i32 %131, 255
  %155 = select i1 %153, i1 %154, i1 false
  br i1 %155, label %129, label %1, !llvm.loop !17

156:                                              ; preds = %115
  %157 = tail call i32 @memcmp(i8* noundef getelementptr inbounds ([256 x i8], [256 x i8]* @input, i32 0, i32 0), i8* noundef getelementptr inbounds ([256 x i8], [256 x i8]* @output, i32 0, i32 0), i32 noundef 256) #4
  %158 = icmp eq i32 %157, 0
  br i1 %158, label %160, label %159

159:                                              ; preds = %80, %156, %115
  tail call void @abort() #4
  br label %160

160:                                              ; preds = %159, %156
  %161 = xor i32 %78, -2128831035
  %162 = mul i32 %161, 16777619
  br i1 %81, label %163, label %303

163:                                              ; preds = %303, %160
  %164 = phi i32 [ %162, %160 ], [ %311, %303 ]
  br label %167

165:                                              ; preds = %240
  %166 = icmp ult i32 %241, 256
  br i1 %166, label %245, label %261

167:                                              ; preds = %163, %240
  %168 = phi i32 [ %243, %240 ], [ 0, %163 ]
  %169 = phi i32 [ %242, %240 ], [ 0, %163 ]
  %170 = phi i32 [ %241, %240 ], [ 0, %163 ]
  %171 = icmp ult i32 %168, 63
  %172 = select i1 %171, i32 %168, i32 63
  %173 = icmp eq i32 %172, 0
  br i1 %173, label %238, label %174

174:                                              ; preds = %167
  %175 = sub nuw nsw i32 255, %168
  %176 = tail call i32 @llvm.umin.i32(i32 %175, i32 129) #3
  %177 = add nuw nsw i32 %176, 1
  br label %178

178:                                              ; preds = %200, %174
  %179 = phi i32 [ 1, %174 ], [ %203, %200 ]
  %180 = phi i32 [ 0, %174 ], [ %202, %200 ]
  %181 = phi i32 [ 0, %174 ], [ %201, %200 ]
  br label %182

182:                                              ; preds = %191, %178
  %183 = phi i32 [ %193, %191 ], [ %168, %178 ]
  %184 = phi i32 [ %192, %191 ], [ 0, %178 ]
  %185 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i32 0, i32 %183
  %186 = load i8, i8* %185, align 1, !tbaa !9
  %187 = sub i32 %183, %179
  %188 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i32 0, i32 %187
  %189 = load i8, i8* %188, align 1, !tbaa !9
  %190 = icmp eq i8 %186, %189
  br i1 %190, label %191, label %195

191:                                              ; preds = %182
  %192 = add nuw nsw i32 %184, 1
  %193 = add nuw nsw i32 %192, %168
  %194 = icmp eq i32 %184, %176
  br i1 %194, label %195, label %182, !llvm.loop !18

195:                                              ; preds = %191, %182
  %196 = phi i32 [ %184, %182 ], [ %177, %191 ]
  %197 = icmp ugt i32 %196, %181
  br i1 %197, label %198, label %200

198:                                              ; preds = %195
  %199 = icmp eq i32 %196, 130
  br i1 %199, label %207, label %200

200:                                              ; preds = %198, %195
  %201 = phi i32 [ %196, %198 ], [ %181, %195 ]
  %202 = phi i32 [ %179, %198 ], [ %180, %195 ]
  %203 = add nuw nsw i32 %179, 1
  %204 = icmp eq i32 %179, %172
  br i1 %204, label %205, label %178, !llvm.loop !19

205:                                              ; preds = %200
  %206 = icmp ugt i32 %201, 2
  br i1 %206, label %207, label %238

207:                                              ; preds = %198, %205
  %208 = phi i32 [ %202, %205 ], [ %179, %198 ]
  %209 = phi i32 [ %201, %205 ], [ 130, %198 ]
  %210 = icmp ugt i32 %168, %170
  br i1 %210, label %211, label %227

211:                                              ; preds = %207, %211
  %212 = phi i32 [ %224, %211 ], [ %169, %207 ]
  %213 = phi i32 [ %225, %211 ], [ %170, %207 ]
  %214 = sub i32 %168, %213
  %215 = icmp ult i32 %214, 128
  %216 = select i1 %215, i32 %214, i32 128
  %217 = trunc i32 %216 to i8
  %218 = add i8 %217, -1
  %219 = add i32 %212, 1
  %220 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %212
  store i8 %218, i8* %220, align 1, !tbaa !9
  %221 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %219
  %222 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i32 0, i32 %213
  %223 = tail call i8* @memcpy(i8* noundef nonnull %221, i8* noundef nonnull %222, i32 noundef %216) #4
  %224 = add i32 %216, %219
  %225 = add i32 %216, %213
  %226 = icmp ugt i32 %168, %225
  br i1 %226, label %211, label %227, !llvm.loop !20

227:                                              ; preds = %211, %207
  %228 = phi i32 [ %169, %207 ], [ %224, %211 ]
  %229 = trunc i32 %209 to i8
  %230 = add i8 %229, 125
  %231 = or i8 %230, -128
  %232 = add i32 %228, 1
  %233 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %228
  store i8 %231, i8* %233, align 1, !tbaa !9
  %234 = trunc i32 %208 to i8
  %235 = add i32 %228, 2
  %236 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %232
  store i8 %234, i8* %236, align 1, !tbaa !9
  %237 = add i32 %209, %168
  br label %240

238:                                              ; preds = %205, %167
  %239 = add i32 %168, 1
  br label %240

240:                                              ; preds = %238, %227
  %241 = phi i32 [ %237, %227 ], [ %170, %238 ]
  %242 = phi i32 [ %235, %227 ], [ %169, %238 ]
  %243 = phi i32 [ %237, %227 ], [ %239, %238 ]
  %244 = icmp ult i32 %243, 256
  br i1 %244, label %167, label %165, !llvm.loop !21

245:                                              ; preds = %165, %245
  %246 = phi i32 [ %258, %245 ], [ %242, %165 ]
  %247 = phi i32 [ %259, %245 ], [ %241, %165 ]
  %248 = sub nuw nsw i32 256, %247
  %249 = icmp ult i32 %248, 128
  %250 = select i1 %249, i32 %248, i32 128
  %251 = trunc i32 %250 to i8
  %252 = add i8 %251, -1
  %253 = add i32 %246, 1
  %254 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %246
  store i8 %252, i8* %254, align 1, !tbaa !9
  %255 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %253
  %256 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i32 0, i32 %247
  %257 = tail call i8* @memcpy(i8* noundef nonnull %255, i8* noundef nonnull %256, i32 noundef %250) #4
  %258 = add i32 %250, %253
  %259 = add nuw nsw i32 %250, %247
  %260 = icmp ult i32 %259, 256
  br i1 %260, label %245, label %261, !llvm.loop !22

261:                                              ; preds = %245, %165
  %262 = phi i32 [ %242, %165 ], [ %258, %245 ]
  %263 = icmp eq i32 %262, 0
  br i1 %263, label %316, label %264

264:                                              ; preds = %261, %297
  %265 = phi i32 [ %299, %297 ], [ 0, %261 ]
  %266 = phi i32 [ %298, %297 ], [ 0, %261 ]
  %267 = add nuw i32 %265, 1
  %268 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %265
  %269 = load i8, i8* %268, align 1, !tbaa !9
  %270 = zext i8 %269 to i32
  %271 = icmp sgt i8 %269, -1
  br i1 %271, label %272, label %279

272:                                              ; preds = %264
  %273 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i32 0, i32 %266
  %274 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %267
  %275 = add nuw nsw i32 %270, 1
  %276 = tail call i8* @memmove(i8* noundef nonnull %273, i8* noundef nonnull %274, i32 noundef %275) #4
  %277 = add i32 %275, %266
  %278 = add i32 %275, %267
  br label %297

279:                                              ; preds = %264
  %280 = and i32 %270, 127
  %281 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %267
  %282 = load i8, i8* %281, align 1, !tbaa !9
  %283 = zext i8 %282 to i32
  %284 = add nuw nsw i32 %280, 2
  br label %285

285:                                              ; preds = %285, %279
  %286 = phi i32 [ 0, %279 ], [ %292, %285 ]
  %287 = phi i32 [ %266, %279 ], [ %293, %285 ]
  %288 = sub i32 %287, %283
  %289 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i32 0, i32 %288
  %290 = load i8, i8* %289, align 1, !tbaa !9
  %291 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i32 0, i32 %287
  store i8 %290, i8* %291, align 1, !tbaa !9
  %292 = add nuw nsw i32 %286, 1
  %293 = add i32 %287, 1
  %294 = icmp eq i32 %286, %284
  br i1 %294, label %295, label %285, !llvm.loop !23

295:                                              ; preds = %285
  %296 = add i32 %265, 2
  br label %297

297:                                              ; preds = %295, %272
  %298 = phi i32 [ %277, %272 ], [ %293, %295 ]
  %299 = phi i32 [ %278, %272 ], [ %296, %295 ]
  %300 = icmp ult i32 %299, %262
  br i1 %300, label %264, label %301, !llvm.loop !24

301:                                              ; preds = %297
  %302 = icmp eq i32 %298, 256
  br i1 %302, label %313, label %316

303:                                              ; preds = %160, %303
  %304 = phi i32 [ %311, %303 ], [ %162, %160 ]
  %305 = phi i32 [ %310, %303 ], [ 0, %160 ]
  %306 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %305
  %307 = load i8, i8* %306, align 1, !tbaa !9
  %308 = zext i8 %307 to i32
  %309 = xor i32 %304, %308
  %310 = add nuw i32 %305, 1
  %311 = mul i32 %309, 16777619
  %312 = icmp eq i32 %310, %78
  br i1 %312, label %163, label %303, !llvm.loop !25

313:                                              ; preds = %301
  %314 = tail call i32 @memcmp(i8* noundef getelementptr inbounds ([256 x i8], [256 x i8]* @input, i32 0, i32 0), i8* noundef getelementptr inbounds ([256 x i8], [256 x i8]* @output, i32 0, i32 0), i32 noundef 256) #4
  %315 = icmp eq i32 %314, 0
  br i1 %315, label %317, label %316

316:                                              ; preds = %261, %313, %301
  tail call void @abort() #4
  br label %317

317:                                              ; preds = %316, %313
  %318 = xor i32 %262, %164
  %319 = mul i32 %318, 16777619
  br i1 %263, label %320, label %323

320:                                              ; preds = %323, %317
  %321 = phi i32 [ %319, %317 ], [ %331, %323 ]
  %322 = and i32 %321, 2147483647
  ret i32 %322

323:                                              ; preds = %317, %323
  %324 = phi i32 [ %331, %323 ], [ %319, %317 ]
  %325 = phi i32 [ %330, %323 ], [ 0, %317 ]
  %326 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %325
  %327 = load i8, i8* %326, align 1, !tbaa !9
  %328 = zext i8 %327 to i32
  %329 = xor i32 %324, %328
  %330 = add nuw i32 %325, 1
  %331 = mul i32 %329, 16777619
  %332 = icmp eq i32 %330, %262
  br i1 %332, label %320, label %323, !llvm.loop !26
}

declare dso_local i32 @memcmp(i8* noundef, i8* noundef, i32 noundef) local_unnamed_addr #1

declare dso_local void @abort() local_unnamed_addr #1

declare dso_local i8* @memcpy(i8* noundef, i8* noundef, i32 noundef) local_unnamed_addr #1

declare dso_local i8* @memmove(i8* noundef, i8* noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.umin.i32(i32, i32) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smax.i32(i32, i32) #2

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nounwind }
attributes #4 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{!"Debian clang version 14.0.6"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = !{!10, !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = distinct !{!12, !8}
!13 = distinct !{!13, !8}
!14 = distinct !{!14, !8}
!15 = distinct !{!15, !8}
!16 = distinct !{!16, !8}
!17 = distinct !{!17, !8}
!18 = distinct !{!18, !8}
!19 = distinct !{!19, !8}
!20 = distinct !{!20, !8}
!21 = distinct !{!21, !8}
!22 = distinct !{!22, !8}
!23 = distinct !{!23, !8}
!24 = distinct !{!24, !8}
!25 = distinct !{!25, !8}
!26 = distinct !{!26, !8}
