; ModuleID = 'rle_lz.c'
source_filename = "rle_lz.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-unknown-linux-gnu"

@input = internal global [256 x i8] zeroinitializer, align 1
@packed = internal global [512 x i8] zeroinitializer, align 1
@output = internal global [256 x i8] zeroinitializer, align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %140

1:                                                ; preds = %171
  %2 = icmp ult i32 %154, 255
  br i1 %2, label %140, label %3, !llvm.loop !3

3:                                                ; preds = %1, %76
  %4 = phi i32 [ %78, %76 ], [ 0, %1 ]
  %5 = phi i32 [ %77, %76 ], [ 0, %1 ]
  %6 = icmp ult i32 %5, 255
  br i1 %6, label %7, label %32

7:                                                ; preds = %3
  %8 = add nuw nsw i32 %5, 1
  %9 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i32 0, i32 %5
  %10 = load i8, i8* %9, align 1, !tbaa !5
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
  %20 = load i8, i8* %19, align 1, !tbaa !5
  %21 = icmp eq i8 %20, %10
  br i1 %21, label %22, label %26

22:                                               ; preds = %16
  %23 = add nuw nsw i32 %18, 1
  %24 = add i32 %23, %5
  %25 = icmp eq i32 %23, %13
  br i1 %25, label %26, label %16, !llvm.loop !8

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
  store i8 %40, i8* %42, align 1, !tbaa !5
  %43 = add i32 %4, 2
  %44 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %41
  store i8 %10, i8* %44, align 1, !tbaa !5
  br label %76

45:                                               ; preds = %61, %32
  %46 = phi i32 [ %63, %61 ], [ %5, %32 ]
  %47 = phi i32 [ %62, %61 ], [ 0, %32 ]
  %48 = add nuw nsw i32 %46, 2
  %49 = icmp ult i32 %46, 254
  br i1 %49, label %50, label %61

50:                                               ; preds = %45
  %51 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i32 0, i32 %46
  %52 = load i8, i8* %51, align 1, !tbaa !5
  %53 = add nuw nsw i32 %46, 1
  %54 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i32 0, i32 %53
  %55 = load i8, i8* %54, align 1, !tbaa !5
  %56 = icmp eq i8 %52, %55
  br i1 %56, label %57, label %61

57:                                               ; preds = %50
  %58 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i32 0, i32 %48
  %59 = load i8, i8* %58, align 1, !tbaa !5
  %60 = icmp eq i8 %52, %59
  br i1 %60, label %65, label %61

61:                                               ; preds = %57, %50, %45
  %62 = add nuw nsw i32 %47, 1
  %63 = add nuw nsw i32 %62, %5
  %64 = icmp eq i32 %47, %35
  br i1 %64, label %65, label %45, !llvm.loop !9

65:                                               ; preds = %61, %57, %30
  %66 = phi i32 [ 0, %30 ], [ %36, %61 ], [ %47, %57 ]
  %67 = phi i32 [ %5, %30 ], [ %37, %61 ], [ %46, %57 ]
  %68 = trunc i32 %66 to i8
  %69 = add i8 %68, -1
  %70 = add i32 %4, 1
  %71 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %4
  store i8 %69, i8* %71, align 1, !tbaa !5
  %72 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %70
  %73 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i32 0, i32 %5
  %74 = tail call i8* @memcpy(i8* noundef nonnull %72, i8* noundef nonnull %73, i32 noundef %66) #4
  %75 = add i32 %66, %70
  br label %76

76:                                               ; preds = %65, %38
  %77 = phi i32 [ %28, %38 ], [ %67, %65 ]
  %78 = phi i32 [ %43, %38 ], [ %75, %65 ]
  %79 = icmp ult i32 %77, 256
  br i1 %79, label %3, label %80, !llvm.loop !10

80:                                               ; preds = %76
  %81 = icmp eq i32 %78, 0
  br i1 %81, label %182, label %82

82:                                               ; preds = %80, %134
  %83 = phi i32 [ %136, %134 ], [ 0, %80 ]
  %84 = phi i32 [ %135, %134 ], [ 0, %80 ]
  %85 = add nuw i32 %83, 1
  %86 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %83
  %87 = load i8, i8* %86, align 1, !tbaa !5
  %88 = sext i8 %87 to i32
  %89 = icmp sgt i8 %87, -1
  br i1 %89, label %100, label %90

90:                                               ; preds = %82
  %91 = sub nsw i32 1, %88
  %92 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %85
  %93 = load i8, i8* %92, align 1, !tbaa !5
  %94 = tail call i32 @llvm.smax.i32(i32 %91, i32 1) #3
  %95 = add nsw i32 %94, -1
  %96 = and i32 %94, 3
  %97 = icmp ult i32 %95, 3
  br i1 %97, label %107, label %98

98:                                               ; preds = %90
  %99 = and i32 %94, 2147483644
  br label %121

100:                                              ; preds = %82
  %101 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i32 0, i32 %84
  %102 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %85
  %103 = add nsw i32 %88, 1
  %104 = tail call i8* @memcpy(i8* noundef nonnull %101, i8* noundef nonnull %102, i32 noundef %103) #4
  %105 = add i32 %103, %84
  %106 = add i32 %103, %85
  br label %134

107:                                              ; preds = %121, %90
  %108 = phi i32 [ undef, %90 ], [ %130, %121 ]
  %109 = phi i32 [ %84, %90 ], [ %130, %121 ]
  %110 = icmp eq i32 %96, 0
  br i1 %110, label %118, label %111

111:                                              ; preds = %107, %111
  %112 = phi i32 [ %114, %111 ], [ %109, %107 ]
  %113 = phi i32 [ %116, %111 ], [ 0, %107 ]
  %114 = add i32 %112, 1
  %115 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i32 0, i32 %112
  store i8 %93, i8* %115, align 1, !tbaa !5
  %116 = add i32 %113, 1
  %117 = icmp eq i32 %116, %96
  br i1 %117, label %118, label %111, !llvm.loop !11

118:                                              ; preds = %111, %107
  %119 = phi i32 [ %108, %107 ], [ %114, %111 ]
  %120 = add i32 %83, 2
  br label %134

121:                                              ; preds = %121, %98
  %122 = phi i32 [ %84, %98 ], [ %130, %121 ]
  %123 = phi i32 [ 0, %98 ], [ %132, %121 ]
  %124 = add i32 %122, 1
  %125 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i32 0, i32 %122
  store i8 %93, i8* %125, align 1, !tbaa !5
  %126 = add i32 %122, 2
  %127 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i32 0, i32 %124
  store i8 %93, i8* %127, align 1, !tbaa !5
  %128 = add i32 %122, 3
  %129 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i32 0, i32 %126
  store i8 %93, i8* %129, align 1, !tbaa !5
  %130 = add i32 %122, 4
  %131 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i32 0, i32 %128
  store i8 %93, i8* %131, align 1, !tbaa !5
  %132 = add i32 %123, 4
  %133 = icmp eq i32 %132, %99
  br i1 %133, label %107, label %121, !llvm.loop !13

134:                                              ; preds = %118, %100
  %135 = phi i32 [ %105, %100 ], [ %119, %118 ]
  %136 = phi i32 [ %106, %100 ], [ %120, %118 ]
  %137 = icmp ult i32 %136, %78
  br i1 %137, label %82, label %138, !llvm.loop !14

138:                                              ; preds = %134
  %139 = icmp eq i32 %135, 256
  br i1 %139, label %179, label %182

140:                                              ; preds = %1, %0
  %141 = phi i32 [ 5, %0 ], [ %144, %1 ]
  %142 = phi i32 [ 0, %0 ], [ %175, %1 ]
  %143 = mul i32 %141, 1103515245
  %144 = add i32 %143, 12345
  %145 = lshr i32 %144, 28
  %146 = and i32 %145, 3
  %147 = lshr i32 %144, 20
  %148 = and i32 %147, 15
  %149 = lshr i32 %144, 8
  %150 = trunc i32 %149 to i8
  %151 = icmp eq i32 %146, 2
  br label %152

152:                                              ; preds = %140, %171
  %153 = phi i32 [ 0, %140 ], [ %174, %171 ]
  %154 = phi i32 [ %142, %140 ], [ %175, %171 ]
  switch i32 %146, label %159 [
    i32 0, label %171
    i32 1, label %155
  ]

155:                                              ; preds = %152
  %156 = trunc i32 %154 to i8
  %157 = urem i8 %156, 5
  %158 = add nuw nsw i8 %157, 97
  br label %171

159:                                              ; preds = %152
  %160 = icmp ugt i32 %154, 39
  %161 = select i1 %151, i1 %160, i1 false
  br i1 %161, label %162, label %166

162:                                              ; preds = %159
  %163 = add nsw i32 %154, -40
  %164 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i32 0, i32 %163
  %165 = load i8, i8* %164, align 1, !tbaa !5
  br label %171

166:                                              ; preds = %159
  %167 = and i32 %153, 7
  %168 = lshr i32 %144, %167
  %169 = trunc i32 %168 to i8
  %170 = mul i8 %169, 31
  br label %171

171:                                              ; preds = %152, %162, %166, %155
  %172 = phi i8 [ %165, %162 ], [ %170, %166 ], [ %158, %155 ], [ %150, %152 ]
  %173 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i32 0, i32 %154
  store i8 %172, i8* %173, align 1, !tbaa !5
  %174 = add nuw nsw i32 %153, 1
  %175 = add nuw nsw i32 %154, 1
  %176 = icmp ult i32 %153, %148
  %177 = icmp ult i32 %154, 255
  %178 = select i1 %176, i1 %177, i1 false
  br i1 %178, label %152, label %1, !llvm.loop !15

179:                                              ; preds = %138
  %180 = tail call i32 @memcmp(i8* noundef getelementptr inbounds ([256 x i8], [256 x i8]* @input, i32 0, i32 0), i8* noundef getelementptr inbounds ([256 x i8], [256 x i8]* @output, i32 0, i32 0), i32 noundef 256) #4
  %181 = icmp eq i32 %180, 0
  br i1 %181, label %183, label %182

182:                                              ; preds = %80, %179, %138
  tail call void @abort() #4
  br label %183

183:                                              ; preds = %182, %179
  %184 = xor i32 %78, -2128831035
  %185 = mul i32 %184, 16777619
  br i1 %81, label %209, label %186

186:                                              ; preds = %183
  %187 = add i32 %78, -1
  %188 = and i32 %78, 3
  %189 = icmp ult i32 %187, 3
  br i1 %189, label %192, label %190

190:                                              ; preds = %186
  %191 = and i32 %78, -4
  br label %383

192:                                              ; preds = %383, %186
  %193 = phi i32 [ undef, %186 ], [ %410, %383 ]
  %194 = phi i32 [ %185, %186 ], [ %410, %383 ]
  %195 = phi i32 [ 0, %186 ], [ %409, %383 ]
  %196 = icmp eq i32 %188, 0
  br i1 %196, label %209, label %197

197:                                              ; preds = %192, %197
  %198 = phi i32 [ %206, %197 ], [ %194, %192 ]
  %199 = phi i32 [ %205, %197 ], [ %195, %192 ]
  %200 = phi i32 [ %207, %197 ], [ 0, %192 ]
  %201 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %199
  %202 = load i8, i8* %201, align 1, !tbaa !5
  %203 = zext i8 %202 to i32
  %204 = xor i32 %198, %203
  %205 = add nuw i32 %199, 1
  %206 = mul i32 %204, 16777619
  %207 = add i32 %200, 1
  %208 = icmp eq i32 %207, %188
  br i1 %208, label %209, label %197, !llvm.loop !16

209:                                              ; preds = %192, %197, %183
  %210 = phi i32 [ %185, %183 ], [ %193, %192 ], [ %206, %197 ]
  br label %213

211:                                              ; preds = %286
  %212 = icmp ult i32 %287, 256
  br i1 %212, label %291, label %307

213:                                              ; preds = %209, %286
  %214 = phi i32 [ %289, %286 ], [ 0, %209 ]
  %215 = phi i32 [ %288, %286 ], [ 0, %209 ]
  %216 = phi i32 [ %287, %286 ], [ 0, %209 ]
  %217 = icmp ult i32 %214, 63
  %218 = select i1 %217, i32 %214, i32 63
  %219 = icmp eq i32 %218, 0
  br i1 %219, label %284, label %220

220:                                              ; preds = %213
  %221 = sub nuw nsw i32 255, %214
  %222 = tail call i32 @llvm.umin.i32(i32 %221, i32 129) #3
  %223 = add nuw nsw i32 %222, 1
  br label %224

224:                                              ; preds = %246, %220
  %225 = phi i32 [ 1, %220 ], [ %249, %246 ]
  %226 = phi i32 [ 0, %220 ], [ %248, %246 ]
  %227 = phi i32 [ 0, %220 ], [ %247, %246 ]
  br label %228

228:                                              ; preds = %237, %224
  %229 = phi i32 [ %239, %237 ], [ %214, %224 ]
  %230 = phi i32 [ %238, %237 ], [ 0, %224 ]
  %231 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i32 0, i32 %229
  %232 = load i8, i8* %231, align 1, !tbaa !5
  %233 = sub i32 %229, %225
  %234 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i32 0, i32 %233
  %235 = load i8, i8* %234, align 1, !tbaa !5
  %236 = icmp eq i8 %232, %235
  br i1 %236, label %237, label %241

237:                                              ; preds = %228
  %238 = add nuw nsw i32 %230, 1
  %239 = add nuw nsw i32 %238, %214
  %240 = icmp eq i32 %230, %222
  br i1 %240, label %241, label %228, !llvm.loop !17

241:                                              ; preds = %237, %228
  %242 = phi i32 [ %230, %228 ], [ %223, %237 ]
  %243 = icmp ugt i32 %242, %227
  br i1 %243, label %244, label %246

244:                                              ; preds = %241
  %245 = icmp eq i32 %242, 130
  br i1 %245, label %253, label %246

246:                                              ; preds = %244, %241
  %247 = phi i32 [ %242, %244 ], [ %227, %241 ]
  %248 = phi i32 [ %225, %244 ], [ %226, %241 ]
  %249 = add nuw nsw i32 %225, 1
  %250 = icmp eq i32 %225, %218
  br i1 %250, label %251, label %224, !llvm.loop !18

251:                                              ; preds = %246
  %252 = icmp ugt i32 %247, 2
  br i1 %252, label %253, label %284

253:                                              ; preds = %244, %251
  %254 = phi i32 [ %248, %251 ], [ %225, %244 ]
  %255 = phi i32 [ %247, %251 ], [ 130, %244 ]
  %256 = icmp ugt i32 %214, %216
  br i1 %256, label %257, label %273

257:                                              ; preds = %253, %257
  %258 = phi i32 [ %270, %257 ], [ %215, %253 ]
  %259 = phi i32 [ %271, %257 ], [ %216, %253 ]
  %260 = sub i32 %214, %259
  %261 = icmp ult i32 %260, 128
  %262 = select i1 %261, i32 %260, i32 128
  %263 = trunc i32 %262 to i8
  %264 = add i8 %263, -1
  %265 = add i32 %258, 1
  %266 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %258
  store i8 %264, i8* %266, align 1, !tbaa !5
  %267 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %265
  %268 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i32 0, i32 %259
  %269 = tail call i8* @memcpy(i8* noundef nonnull %267, i8* noundef nonnull %268, i32 noundef %262) #4
  %270 = add i32 %262, %265
  %271 = add i32 %262, %259
  %272 = icmp ugt i32 %214, %271
  br i1 %272, label %257, label %273, !llvm.loop !19

273:                                              ; preds = %257, %253
  %274 = phi i32 [ %215, %253 ], [ %270, %257 ]
  %275 = trunc i32 %255 to i8
  %276 = add i8 %275, 125
  %277 = or i8 %276, -128
  %278 = add i32 %274, 1
  %279 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %274
  store i8 %277, i8* %279, align 1, !tbaa !5
  %280 = trunc i32 %254 to i8
  %281 = add i32 %274, 2
  %282 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %278
  store i8 %280, i8* %282, align 1, !tbaa !5
  %283 = add i32 %255, %214
  br label %286

284:                                              ; preds = %251, %213
  %285 = add i32 %214, 1
  br label %286

286:                                              ; preds = %284, %273
  %287 = phi i32 [ %283, %273 ], [ %216, %284 ]
  %288 = phi i32 [ %281, %273 ], [ %215, %284 ]
  %289 = phi i32 [ %283, %273 ], [ %285, %284 ]
  %290 = icmp ult i32 %289, 256
  br i1 %290, label %213, label %211, !llvm.loop !20

291:                                              ; preds = %211, %291
  %292 = phi i32 [ %304, %291 ], [ %288, %211 ]
  %293 = phi i32 [ %305, %291 ], [ %287, %211 ]
  %294 = sub nuw nsw i32 256, %293
  %295 = icmp ult i32 %294, 128
  %296 = select i1 %295, i32 %294, i32 128
  %297 = trunc i32 %296 to i8
  %298 = add i8 %297, -1
  %299 = add i32 %292, 1
  %300 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %292
  store i8 %298, i8* %300, align 1, !tbaa !5
  %301 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %299
  %302 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i32 0, i32 %293
  %303 = tail call i8* @memcpy(i8* noundef nonnull %301, i8* noundef nonnull %302, i32 noundef %296) #4
  %304 = add i32 %296, %299
  %305 = add nuw nsw i32 %296, %293
  %306 = icmp ult i32 %305, 256
  br i1 %306, label %291, label %307, !llvm.loop !21

307:                                              ; preds = %291, %211
  %308 = phi i32 [ %288, %211 ], [ %304, %291 ]
  %309 = icmp eq i32 %308, 0
  br i1 %309, label %416, label %310

310:                                              ; preds = %307, %377
  %311 = phi i32 [ %379, %377 ], [ 0, %307 ]
  %312 = phi i32 [ %378, %377 ], [ 0, %307 ]
  %313 = add nuw i32 %311, 1
  %314 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %311
  %315 = load i8, i8* %314, align 1, !tbaa !5
  %316 = zext i8 %315 to i32
  %317 = icmp sgt i8 %315, -1
  br i1 %317, label %318, label %325

318:                                              ; preds = %310
  %319 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i32 0, i32 %312
  %320 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %313
  %321 = add nuw nsw i32 %316, 1
  %322 = tail call i8* @memmove(i8* noundef nonnull %319, i8* noundef nonnull %320, i32 noundef %321) #4
  %323 = add i32 %321, %312
  %324 = add i32 %321, %313
  br label %377

325:                                              ; preds = %310
  %326 = and i32 %316, 127
  %327 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %313
  %328 = load i8, i8* %327, align 1, !tbaa !5
  %329 = zext i8 %328 to i32
  %330 = add nuw nsw i32 %326, 3
  %331 = and i32 %330, 3
  %332 = icmp eq i32 %326, 0
  br i1 %332, label %360, label %333

333:                                              ; preds = %325
  %334 = and i32 %330, 252
  br label %335

335:                                              ; preds = %335, %333
  %336 = phi i32 [ %312, %333 ], [ %357, %335 ]
  %337 = phi i32 [ 0, %333 ], [ %358, %335 ]
  %338 = sub i32 %336, %329
  %339 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i32 0, i32 %338
  %340 = load i8, i8* %339, align 1, !tbaa !5
  %341 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i32 0, i32 %336
  store i8 %340, i8* %341, align 1, !tbaa !5
  %342 = add i32 %336, 1
  %343 = sub i32 %342, %329
  %344 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i32 0, i32 %343
  %345 = load i8, i8* %344, align 1, !tbaa !5
  %346 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i32 0, i32 %342
  store i8 %345, i8* %346, align 1, !tbaa !5
  %347 = add i32 %336, 2
  %348 = sub i32 %347, %329
  %349 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i32 0, i32 %348
  %350 = load i8, i8* %349, align 1, !tbaa !5
  %351 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i32 0, i32 %347
  store i8 %350, i8* %351, align 1, !tbaa !5
  %352 = add i32 %336, 3
  %353 = sub i32 %352, %329
  %354 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i32 0, i32 %353
  %355 = load i8, i8* %354, align 1, !tbaa !5
  %356 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i32 0, i32 %352
  store i8 %355, i8* %356, align 1, !tbaa !5
  %357 = add i32 %336, 4
  %358 = add i32 %337, 4
  %359 = icmp eq i32 %358, %334
  br i1 %359, label %360, label %335, !llvm.loop !22

360:                                              ; preds = %335, %325
  %361 = phi i32 [ undef, %325 ], [ %357, %335 ]
  %362 = phi i32 [ %312, %325 ], [ %357, %335 ]
  %363 = icmp eq i32 %331, 0
  br i1 %363, label %374, label %364

364:                                              ; preds = %360, %364
  %365 = phi i32 [ %371, %364 ], [ %362, %360 ]
  %366 = phi i32 [ %372, %364 ], [ 0, %360 ]
  %367 = sub i32 %365, %329
  %368 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i32 0, i32 %367
  %369 = load i8, i8* %368, align 1, !tbaa !5
  %370 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i32 0, i32 %365
  store i8 %369, i8* %370, align 1, !tbaa !5
  %371 = add i32 %365, 1
  %372 = add i32 %366, 1
  %373 = icmp eq i32 %372, %331
  br i1 %373, label %374, label %364, !llvm.loop !23

374:                                              ; preds = %364, %360
  %375 = phi i32 [ %361, %360 ], [ %371, %364 ]
  %376 = add i32 %311, 2
  br label %377

377:                                              ; preds = %374, %318
  %378 = phi i32 [ %323, %318 ], [ %375, %374 ]
  %379 = phi i32 [ %324, %318 ], [ %376, %374 ]
  %380 = icmp ult i32 %379, %308
  br i1 %380, label %310, label %381, !llvm.loop !24

381:                                              ; preds = %377
  %382 = icmp eq i32 %378, 256
  br i1 %382, label %413, label %416

383:                                              ; preds = %383, %190
  %384 = phi i32 [ %185, %190 ], [ %410, %383 ]
  %385 = phi i32 [ 0, %190 ], [ %409, %383 ]
  %386 = phi i32 [ 0, %190 ], [ %411, %383 ]
  %387 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %385
  %388 = load i8, i8* %387, align 1, !tbaa !5
  %389 = zext i8 %388 to i32
  %390 = xor i32 %384, %389
  %391 = or i32 %385, 1
  %392 = mul i32 %390, 16777619
  %393 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %391
  %394 = load i8, i8* %393, align 1, !tbaa !5
  %395 = zext i8 %394 to i32
  %396 = xor i32 %392, %395
  %397 = or i32 %385, 2
  %398 = mul i32 %396, 16777619
  %399 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %397
  %400 = load i8, i8* %399, align 1, !tbaa !5
  %401 = zext i8 %400 to i32
  %402 = xor i32 %398, %401
  %403 = or i32 %385, 3
  %404 = mul i32 %402, 16777619
  %405 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %403
  %406 = load i8, i8* %405, align 1, !tbaa !5
  %407 = zext i8 %406 to i32
  %408 = xor i32 %404, %407
  %409 = add nuw i32 %385, 4
  %410 = mul i32 %408, 16777619
  %411 = add i32 %386, 4
  %412 = icmp eq i32 %411, %191
  br i1 %412, label %192, label %383, !llvm.loop !25

413:                                              ; preds = %381
  %414 = tail call i32 @memcmp(i8* noundef getelementptr inbounds ([256 x i8], [256 x i8]* @input, i32 0, i32 0), i8* noundef getelementptr inbounds ([256 x i8], [256 x i8]* @output, i32 0, i32 0), i32 noundef 256) #4
  %415 = icmp eq i32 %414, 0
  br i1 %415, label %417, label %416

416:                                              ; preds = %307, %413, %381
  tail call void @abort() #4
  br label %417

417:                                              ; preds = %416, %413
  %418 = xor i32 %308, %210
  %419 = mul i32 %418, 16777619
  br i1 %309, label %443, label %420

420:                                              ; preds = %417
  %421 = add i32 %308, -1
  %422 = and i32 %308, 3
  %423 = icmp ult i32 %421, 3
  br i1 %423, label %426, label %424

424:                                              ; preds = %420
  %425 = and i32 %308, -4
  br label %446

426:                                              ; preds = %446, %420
  %427 = phi i32 [ undef, %420 ], [ %473, %446 ]
  %428 = phi i32 [ %419, %420 ], [ %473, %446 ]
  %429 = phi i32 [ 0, %420 ], [ %472, %446 ]
  %430 = icmp eq i32 %422, 0
  br i1 %430, label %443, label %431

431:                                              ; preds = %426, %431
  %432 = phi i32 [ %440, %431 ], [ %428, %426 ]
  %433 = phi i32 [ %439, %431 ], [ %429, %426 ]
  %434 = phi i32 [ %441, %431 ], [ 0, %426 ]
  %435 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %433
  %436 = load i8, i8* %435, align 1, !tbaa !5
  %437 = zext i8 %436 to i32
  %438 = xor i32 %432, %437
  %439 = add nuw i32 %433, 1
  %440 = mul i32 %438, 16777619
  %441 = add i32 %434, 1
  %442 = icmp eq i32 %441, %422
  br i1 %442, label %443, label %431, !llvm.loop !26

443:                                              ; preds = %426, %431, %417
  %444 = phi i32 [ %419, %417 ], [ %427, %426 ], [ %440, %431 ]
  %445 = and i32 %444, 2147483647
  ret i32 %445

446:                                              ; preds = %446, %424
  %447 = phi i32 [ %419, %424 ], [ %473, %446 ]
  %448 = phi i32 [ 0, %424 ], [ %472, %446 ]
  %449 = phi i32 [ 0, %424 ], [ %474, %446 ]
  %450 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %448
  %451 = load i8, i8* %450, align 1, !tbaa !5
  %452 = zext i8 %451 to i32
  %453 = xor i32 %447, %452
  %454 = or i32 %448, 1
  %455 = mul i32 %453, 16777619
  %456 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %454
  %457 = load i8, i8* %456, align 1, !tbaa !5
  %458 = zext i8 %457 to i32
  %459 = xor i32 %455, %458
  %460 = or i32 %448, 2
  %461 = mul i32 %459, 16777619
  %462 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %460
  %463 = load i8, i8* %462, align 1, !tbaa !5
  %464 = zext i8 %463 to i32
  %465 = xor i32 %461, %464
  %466 = or i32 %448, 3
  %467 = mul i32 %465, 16777619
  %468 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %466
  %469 = load i8, i8* %468, align 1, !tbaa !5
  %470 = zext i8 %469 to i32
  %471 = xor i32 %467, %470
  %472 = add nuw i32 %448, 4
  %473 = mul i32 %471, 16777619
  %474 = add i32 %449, 4
  %475 = icmp eq i32 %474, %425
  br i1 %475, label %426, label %446, !llvm.loop !27
}

declare dso_local i32 @memcmp(i8* noundef, i8* noundef, i32 noundef) local_unnamed_addr #1

declare dso_local void @abort() local_unnamed_addr #1

declare dso_local i8* @memcpy(i8* noundef, i8* noundef, i32 noundef) local_unnamed_addr #1

declare dso_local i8* @memmove(i8* noundef, i8* noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.umin.i32(i32, i32) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smax.i32(i32, i32) #2

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nounwind }
attributes #4 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{!"Debian clang version 14.0.6"}
!3 = distinct !{!3, !4}
!4 = !{!"llvm.loop.mustprogress"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !4}
!9 = distinct !{!9, !4}
!10 = distinct !{!10, !4}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = distinct !{!13, !4}
!14 = distinct !{!14, !4}
!15 = distinct !{!15, !4}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !4}
!18 = distinct !{!18, !4}
!19 = distinct !{!19, !4}
!20 = distinct !{!20, !4}
!21 = distinct !{!21, !4}
!22 = distinct !{!22, !4}
!23 = distinct !{!23, !12}
!24 = distinct !{!24, !4}
!25 = distinct !{!25, !4}
!26 = distinct !{!26, !12}
!27 = distinct !{!27, !4}
