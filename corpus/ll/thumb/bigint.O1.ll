; ModuleID = 'bigint.c'
source_filename = "bigint.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "thumbv6m-none-unknown-eabi"

%struct.big = type { [12 x i32], i32 }

@h = internal unnamed_addr global i32 -2128831035, align 4

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [24 x i32], align 4
  %2 = alloca %struct.big, align 4
  %3 = alloca %struct.big, align 4
  %4 = alloca %struct.big, align 4
  %5 = alloca %struct.big, align 4
  %6 = alloca %struct.big, align 4
  %7 = bitcast %struct.big* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 52, i8* nonnull %7) #4
  %8 = bitcast %struct.big* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 52, i8* nonnull %8) #4
  %9 = bitcast %struct.big* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 52, i8* nonnull %9) #4
  %10 = bitcast %struct.big* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 52, i8* nonnull %10) #4
  %11 = bitcast %struct.big* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 52, i8* nonnull %11) #4
  %12 = call i8* @memset(i8* noundef nonnull %7, i32 noundef 0, i32 noundef 52) #5
  %13 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 0
  store i32 1, i32* %13, align 4, !tbaa !7
  %14 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 1
  store i32 1, i32* %14, align 4, !tbaa !11
  br label %23

15:                                               ; preds = %54
  call fastcc void @print_big(%struct.big* noundef nonnull %2) #6
  %16 = call i8* @memset(i8* noundef nonnull %8, i32 noundef 0, i32 noundef 52) #5
  %17 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 0, i32 0
  store i32 0, i32* %17, align 4, !tbaa !7
  %18 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 1
  store i32 0, i32* %18, align 4, !tbaa !11
  %19 = call i8* @memset(i8* noundef nonnull %9, i32 noundef 0, i32 noundef 52) #5
  %20 = getelementptr inbounds %struct.big, %struct.big* %4, i32 0, i32 0, i32 0
  store i32 1, i32* %20, align 4, !tbaa !7
  %21 = getelementptr inbounds %struct.big, %struct.big* %4, i32 0, i32 1
  store i32 1, i32* %21, align 4, !tbaa !11
  %22 = getelementptr inbounds %struct.big, %struct.big* %5, i32 0, i32 1
  br label %131

23:                                               ; preds = %0, %54
  %24 = phi i32 [ 2, %0 ], [ %55, %54 ]
  %25 = load i32, i32* %14, align 4, !tbaa !11
  %26 = icmp sgt i32 %25, 0
  br i1 %26, label %27, label %29

27:                                               ; preds = %23
  %28 = zext i32 %24 to i64
  br label %33

29:                                               ; preds = %33, %23
  %30 = phi i64 [ 0, %23 ], [ %42, %33 ]
  %31 = phi i32 [ %25, %23 ], [ %44, %33 ]
  %32 = icmp eq i64 %30, 0
  br i1 %32, label %54, label %46

33:                                               ; preds = %33, %27
  %34 = phi i64 [ 0, %27 ], [ %42, %33 ]
  %35 = phi i32 [ 0, %27 ], [ %43, %33 ]
  %36 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %35
  %37 = load i32, i32* %36, align 4, !tbaa !7
  %38 = zext i32 %37 to i64
  %39 = mul nuw nsw i64 %38, %28
  %40 = add nuw i64 %39, %34
  %41 = trunc i64 %40 to i32
  store i32 %41, i32* %36, align 4, !tbaa !7
  %42 = lshr i64 %40, 32
  %43 = add nuw nsw i32 %35, 1
  %44 = load i32, i32* %14, align 4, !tbaa !11
  %45 = icmp slt i32 %43, %44
  br i1 %45, label %33, label %29, !llvm.loop !13

46:                                               ; preds = %29
  %47 = icmp sgt i32 %31, 11
  br i1 %47, label %48, label %49

48:                                               ; preds = %46
  call void @abort() #5
  br label %49

49:                                               ; preds = %48, %46
  %50 = trunc i64 %30 to i32
  %51 = load i32, i32* %14, align 4, !tbaa !11
  %52 = add nsw i32 %51, 1
  store i32 %52, i32* %14, align 4, !tbaa !11
  %53 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %51
  store i32 %50, i32* %53, align 4, !tbaa !7
  br label %54

54:                                               ; preds = %29, %49
  %55 = add nuw nsw i32 %24, 1
  %56 = icmp eq i32 %55, 41
  br i1 %56, label %15, label %23, !llvm.loop !16

57:                                               ; preds = %172
  call fastcc void @print_big(%struct.big* noundef nonnull %3) #6
  %58 = bitcast [24 x i32]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 96, i8* nonnull %58) #4
  %59 = call i8* @memset(i8* noundef nonnull %58, i32 noundef 0, i32 noundef 96) #5
  %60 = load i32, i32* %18, align 4, !tbaa !11
  %61 = icmp sgt i32 %60, 0
  br i1 %61, label %62, label %67

62:                                               ; preds = %57, %70
  %63 = phi i32 [ %74, %70 ], [ 0, %57 ]
  %64 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 0, i32 %63
  %65 = load i32, i32* %64, align 4, !tbaa !7
  %66 = zext i32 %65 to i64
  br label %76

67:                                               ; preds = %70, %57
  %68 = shl i32 %60, 1
  %69 = call i32 @llvm.smin.i32(i32 %68, i32 0) #4
  br label %93

70:                                               ; preds = %76
  %71 = trunc i64 %90 to i32
  %72 = add nsw i32 %63, %60
  %73 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 %72
  store i32 %71, i32* %73, align 4, !tbaa !7
  %74 = add nuw nsw i32 %63, 1
  %75 = icmp eq i32 %74, %60
  br i1 %75, label %67, label %62, !llvm.loop !17

76:                                               ; preds = %76, %62
  %77 = phi i32 [ 0, %62 ], [ %91, %76 ]
  %78 = phi i64 [ 0, %62 ], [ %90, %76 ]
  %79 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 0, i32 %77
  %80 = load i32, i32* %79, align 4, !tbaa !7
  %81 = zext i32 %80 to i64
  %82 = mul nuw i64 %81, %66
  %83 = add nuw nsw i32 %77, %63
  %84 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 %83
  %85 = load i32, i32* %84, align 4, !tbaa !7
  %86 = zext i32 %85 to i64
  %87 = add nuw nsw i64 %78, %86
  %88 = add i64 %87, %82
  %89 = trunc i64 %88 to i32
  store i32 %89, i32* %84, align 4, !tbaa !7
  %90 = lshr i64 %88, 32
  %91 = add nuw nsw i32 %77, 1
  %92 = icmp eq i32 %91, %60
  br i1 %92, label %70, label %76, !llvm.loop !18

93:                                               ; preds = %96, %67
  %94 = phi i32 [ %68, %67 ], [ %97, %96 ]
  %95 = icmp sgt i32 %94, 0
  br i1 %95, label %96, label %101

96:                                               ; preds = %93
  %97 = add nsw i32 %94, -1
  %98 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 %97
  %99 = load i32, i32* %98, align 4, !tbaa !7
  %100 = icmp eq i32 %99, 0
  br i1 %100, label %93, label %101, !llvm.loop !19

101:                                              ; preds = %96, %93
  %102 = phi i32 [ %69, %93 ], [ %94, %96 ]
  %103 = icmp sgt i32 %102, 12
  br i1 %103, label %104, label %105

104:                                              ; preds = %101
  call void @abort() #5
  br label %105

105:                                              ; preds = %101, %104
  %106 = call i8* @memset(i8* noundef nonnull %11, i32 noundef 0, i32 noundef 52) #5
  %107 = shl i32 %102, 2
  %108 = call i8* @memcpy(i8* noundef nonnull %11, i8* noundef nonnull %58, i32 noundef %107) #5
  %109 = getelementptr inbounds %struct.big, %struct.big* %6, i32 0, i32 1
  store i32 %102, i32* %109, align 4, !tbaa !11
  call void @llvm.lifetime.end.p0i8(i64 96, i8* nonnull %58) #4
  %110 = load i32, i32* %18, align 4, !tbaa !11
  %111 = icmp eq i32 %102, %110
  br i1 %111, label %115, label %112

112:                                              ; preds = %105
  %113 = icmp slt i32 %102, %110
  %114 = select i1 %113, i32 -1, i32 1
  br label %128

115:                                              ; preds = %105, %119
  %116 = phi i32 [ %117, %119 ], [ %102, %105 ]
  %117 = add nsw i32 %116, -1
  %118 = icmp sgt i32 %116, 0
  br i1 %118, label %119, label %128

119:                                              ; preds = %115
  %120 = getelementptr inbounds %struct.big, %struct.big* %6, i32 0, i32 0, i32 %117
  %121 = load i32, i32* %120, align 4, !tbaa !7
  %122 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 0, i32 %117
  %123 = load i32, i32* %122, align 4, !tbaa !7
  %124 = icmp eq i32 %121, %123
  br i1 %124, label %115, label %125, !llvm.loop !20

125:                                              ; preds = %119
  %126 = icmp ult i32 %121, %123
  %127 = select i1 %126, i32 -1, i32 1
  br label %128

128:                                              ; preds = %115, %112, %125
  %129 = phi i32 [ %114, %112 ], [ %127, %125 ], [ 0, %115 ]
  %130 = icmp slt i32 %129, 1
  br i1 %130, label %197, label %177

131:                                              ; preds = %15, %172
  %132 = phi i32 [ 0, %15 ], [ %175, %172 ]
  %133 = load i32, i32* %18, align 4, !tbaa !11
  %134 = load i32, i32* %21, align 4, !tbaa !11
  %135 = icmp sgt i32 %133, %134
  %136 = select i1 %135, i32 %133, i32 %134
  %137 = icmp sgt i32 %136, 0
  br i1 %137, label %140, label %171

138:                                              ; preds = %154
  %139 = icmp ult i64 %158, 4294967296
  store i32 %136, i32* %22, align 4, !tbaa !11
  br i1 %139, label %172, label %164

140:                                              ; preds = %131, %154
  %141 = phi i64 [ %161, %154 ], [ 0, %131 ]
  %142 = phi i32 [ %162, %154 ], [ 0, %131 ]
  %143 = icmp slt i32 %142, %133
  br i1 %143, label %144, label %147

144:                                              ; preds = %140
  %145 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 0, i32 %142
  %146 = load i32, i32* %145, align 4, !tbaa !7
  br label %147

147:                                              ; preds = %144, %140
  %148 = phi i32 [ %146, %144 ], [ 0, %140 ]
  %149 = zext i32 %148 to i64
  %150 = icmp slt i32 %142, %134
  br i1 %150, label %151, label %154

151:                                              ; preds = %147
  %152 = getelementptr inbounds %struct.big, %struct.big* %4, i32 0, i32 0, i32 %142
  %153 = load i32, i32* %152, align 4, !tbaa !7
  br label %154

154:                                              ; preds = %151, %147
  %155 = phi i32 [ %153, %151 ], [ 0, %147 ]
  %156 = zext i32 %155 to i64
  %157 = add nuw nsw i64 %141, %149
  %158 = add nuw nsw i64 %157, %156
  %159 = trunc i64 %158 to i32
  %160 = getelementptr inbounds %struct.big, %struct.big* %5, i32 0, i32 0, i32 %142
  store i32 %159, i32* %160, align 4, !tbaa !7
  %161 = lshr i64 %158, 32
  %162 = add nuw nsw i32 %142, 1
  %163 = icmp eq i32 %162, %136
  br i1 %163, label %138, label %140, !llvm.loop !21

164:                                              ; preds = %138
  %165 = icmp sgt i32 %136, 11
  br i1 %165, label %166, label %167

166:                                              ; preds = %164
  call void @abort() #5
  br label %167

167:                                              ; preds = %166, %164
  %168 = load i32, i32* %22, align 4, !tbaa !11
  %169 = add nsw i32 %168, 1
  store i32 %169, i32* %22, align 4, !tbaa !11
  %170 = getelementptr inbounds %struct.big, %struct.big* %5, i32 0, i32 0, i32 %168
  store i32 1, i32* %170, align 4, !tbaa !7
  br label %172

171:                                              ; preds = %131
  store i32 %136, i32* %22, align 4, !tbaa !11
  br label %172

172:                                              ; preds = %171, %138, %167
  %173 = call i8* @memcpy(i8* noundef nonnull %8, i8* noundef nonnull %9, i32 noundef 52) #5
  %174 = call i8* @memcpy(i8* noundef nonnull %9, i8* noundef nonnull %10, i32 noundef 52) #5
  %175 = add nuw nsw i32 %132, 1
  %176 = icmp eq i32 %175, 150
  br i1 %176, label %57, label %131, !llvm.loop !22

177:                                              ; preds = %128
  br i1 %111, label %181, label %178

178:                                              ; preds = %177
  %179 = icmp slt i32 %110, %102
  %180 = select i1 %179, i32 -1, i32 1
  br label %194

181:                                              ; preds = %177, %185
  %182 = phi i32 [ %183, %185 ], [ %110, %177 ]
  %183 = add nsw i32 %182, -1
  %184 = icmp sgt i32 %182, 0
  br i1 %184, label %185, label %194

185:                                              ; preds = %181
  %186 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 0, i32 %183
  %187 = load i32, i32* %186, align 4, !tbaa !7
  %188 = getelementptr inbounds %struct.big, %struct.big* %6, i32 0, i32 0, i32 %183
  %189 = load i32, i32* %188, align 4, !tbaa !7
  %190 = icmp eq i32 %187, %189
  br i1 %190, label %181, label %191, !llvm.loop !20

191:                                              ; preds = %185
  %192 = icmp ult i32 %187, %189
  %193 = select i1 %192, i32 -1, i32 1
  br label %194

194:                                              ; preds = %181, %178, %191
  %195 = phi i32 [ %180, %178 ], [ %193, %191 ], [ 0, %181 ]
  %196 = icmp sgt i32 %195, -1
  br i1 %196, label %197, label %198

197:                                              ; preds = %194, %128
  call void @abort() #5
  br label %198

198:                                              ; preds = %194, %197
  %199 = load i32, i32* %109, align 4, !tbaa !11
  %200 = icmp sgt i32 %199, 0
  br i1 %200, label %202, label %201

201:                                              ; preds = %204, %198
  br label %248

202:                                              ; preds = %198
  %203 = load i32, i32* @h, align 4, !tbaa !7
  br label %205

204:                                              ; preds = %205
  store i32 %211, i32* @h, align 4, !tbaa !7
  br label %201

205:                                              ; preds = %202, %205
  %206 = phi i32 [ %212, %205 ], [ 0, %202 ]
  %207 = phi i32 [ %211, %205 ], [ %203, %202 ]
  %208 = getelementptr inbounds %struct.big, %struct.big* %6, i32 0, i32 0, i32 %206
  %209 = load i32, i32* %208, align 4, !tbaa !7
  %210 = xor i32 %209, %207
  %211 = mul i32 %210, 16777619
  %212 = add nuw nsw i32 %206, 1
  %213 = icmp eq i32 %212, %199
  br i1 %213, label %204, label %205, !llvm.loop !23

214:                                              ; preds = %284
  %215 = load i32, i32* %14, align 4, !tbaa !11
  %216 = icmp sgt i32 %215, 0
  br i1 %216, label %223, label %219

217:                                              ; preds = %223
  %218 = trunc i64 %236 to i32
  br label %219

219:                                              ; preds = %217, %214
  %220 = phi i32 [ 0, %214 ], [ %218, %217 ]
  %221 = load i32, i32* %14, align 4, !tbaa !11
  %222 = icmp sgt i32 %221, 0
  br i1 %222, label %238, label %246

223:                                              ; preds = %214, %223
  %224 = phi i32 [ %226, %223 ], [ %215, %214 ]
  %225 = phi i64 [ %236, %223 ], [ 0, %214 ]
  %226 = add nsw i32 %224, -1
  %227 = shl nuw nsw i64 %225, 32
  %228 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %226
  %229 = load i32, i32* %228, align 4, !tbaa !7
  %230 = zext i32 %229 to i64
  %231 = or i64 %227, %230
  %232 = freeze i64 %231
  %233 = udiv i64 %232, 7
  %234 = trunc i64 %233 to i32
  store i32 %234, i32* %228, align 4, !tbaa !7
  %235 = mul i64 %233, 7
  %236 = sub i64 %232, %235
  %237 = icmp sgt i32 %224, 1
  br i1 %237, label %223, label %217, !llvm.loop !24

238:                                              ; preds = %219, %244
  %239 = phi i32 [ %240, %244 ], [ %221, %219 ]
  %240 = add nsw i32 %239, -1
  %241 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %240
  %242 = load i32, i32* %241, align 4, !tbaa !7
  %243 = icmp eq i32 %242, 0
  br i1 %243, label %244, label %246

244:                                              ; preds = %238
  store i32 %240, i32* %14, align 4, !tbaa !11
  %245 = icmp sgt i32 %239, 1
  br i1 %245, label %238, label %246, !llvm.loop !25

246:                                              ; preds = %238, %244, %219
  %247 = icmp eq i32 %220, 0
  br i1 %247, label %288, label %287

248:                                              ; preds = %201, %284
  %249 = phi i32 [ %285, %284 ], [ 0, %201 ]
  %250 = load i32, i32* %14, align 4, !tbaa !11
  %251 = icmp sgt i32 %250, 0
  br i1 %251, label %258, label %254

252:                                              ; preds = %258
  %253 = trunc i64 %271 to i32
  br label %254

254:                                              ; preds = %252, %248
  %255 = phi i32 [ 0, %248 ], [ %253, %252 ]
  %256 = load i32, i32* %14, align 4, !tbaa !11
  %257 = icmp sgt i32 %256, 0
  br i1 %257, label %273, label %281

258:                                              ; preds = %248, %258
  %259 = phi i32 [ %261, %258 ], [ %250, %248 ]
  %260 = phi i64 [ %271, %258 ], [ 0, %248 ]
  %261 = add nsw i32 %259, -1
  %262 = shl nuw nsw i64 %260, 32
  %263 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %261
  %264 = load i32, i32* %263, align 4, !tbaa !7
  %265 = zext i32 %264 to i64
  %266 = or i64 %262, %265
  %267 = freeze i64 %266
  %268 = udiv i64 %267, 3
  %269 = trunc i64 %268 to i32
  store i32 %269, i32* %263, align 4, !tbaa !7
  %270 = mul i64 %268, 3
  %271 = sub i64 %267, %270
  %272 = icmp sgt i32 %259, 1
  br i1 %272, label %258, label %252, !llvm.loop !24

273:                                              ; preds = %254, %279
  %274 = phi i32 [ %275, %279 ], [ %256, %254 ]
  %275 = add nsw i32 %274, -1
  %276 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %275
  %277 = load i32, i32* %276, align 4, !tbaa !7
  %278 = icmp eq i32 %277, 0
  br i1 %278, label %279, label %281

279:                                              ; preds = %273
  store i32 %275, i32* %14, align 4, !tbaa !11
  %280 = icmp sgt i32 %274, 1
  br i1 %280, label %273, label %281, !llvm.loop !25

281:                                              ; preds = %273, %279, %254
  %282 = icmp eq i32 %255, 0
  br i1 %282, label %284, label %283

283:                                              ; preds = %281
  call void @abort() #5
  br label %284

284:                                              ; preds = %281, %283
  %285 = add nuw nsw i32 %249, 1
  %286 = icmp eq i32 %285, 18
  br i1 %286, label %214, label %248, !llvm.loop !26

287:                                              ; preds = %246
  call void @abort() #5
  br label %288

288:                                              ; preds = %287, %246
  %289 = load i32, i32* @h, align 4, !tbaa !7
  %290 = load i32, i32* %14, align 4, !tbaa !11
  %291 = icmp sgt i32 %290, 0
  br i1 %291, label %298, label %294

292:                                              ; preds = %298
  %293 = trunc i64 %311 to i32
  br label %294

294:                                              ; preds = %292, %288
  %295 = phi i32 [ 0, %288 ], [ %293, %292 ]
  %296 = load i32, i32* %14, align 4, !tbaa !11
  %297 = icmp sgt i32 %296, 0
  br i1 %297, label %313, label %321

298:                                              ; preds = %288, %298
  %299 = phi i32 [ %301, %298 ], [ %290, %288 ]
  %300 = phi i64 [ %311, %298 ], [ 0, %288 ]
  %301 = add nsw i32 %299, -1
  %302 = shl nuw nsw i64 %300, 32
  %303 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %301
  %304 = load i32, i32* %303, align 4, !tbaa !7
  %305 = zext i32 %304 to i64
  %306 = or i64 %302, %305
  %307 = freeze i64 %306
  %308 = udiv i64 %307, 1000003
  %309 = trunc i64 %308 to i32
  store i32 %309, i32* %303, align 4, !tbaa !7
  %310 = mul i64 %308, 1000003
  %311 = sub i64 %307, %310
  %312 = icmp sgt i32 %299, 1
  br i1 %312, label %298, label %292, !llvm.loop !24

313:                                              ; preds = %294, %319
  %314 = phi i32 [ %315, %319 ], [ %296, %294 ]
  %315 = add nsw i32 %314, -1
  %316 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %315
  %317 = load i32, i32* %316, align 4, !tbaa !7
  %318 = icmp eq i32 %317, 0
  br i1 %318, label %319, label %321

319:                                              ; preds = %313
  store i32 %315, i32* %14, align 4, !tbaa !11
  %320 = icmp sgt i32 %314, 1
  br i1 %320, label %313, label %321, !llvm.loop !25

321:                                              ; preds = %313, %319, %294
  %322 = xor i32 %295, %289
  %323 = mul i32 %322, 16777619
  store i32 %323, i32* @h, align 4, !tbaa !7
  %324 = and i32 %323, 2147483647
  call void @llvm.lifetime.end.p0i8(i64 52, i8* nonnull %11) #4
  call void @llvm.lifetime.end.p0i8(i64 52, i8* nonnull %10) #4
  call void @llvm.lifetime.end.p0i8(i64 52, i8* nonnull %9) #4
  call void @llvm.lifetime.end.p0i8(i64 52, i8* nonnull %8) #4
  call void @llvm.lifetime.end.p0i8(i64 52, i8* nonnull %7) #4
  ret i32 %324
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
define internal fastcc void @print_big(%struct.big* noundef %0) unnamed_addr #0 {
  %2 = alloca %struct.big, align 4
  %3 = alloca [120 x i8], align 1
  %4 = bitcast %struct.big* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 52, i8* nonnull %4) #4
  %5 = getelementptr inbounds [120 x i8], [120 x i8]* %3, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 120, i8* nonnull %5) #4
  %6 = bitcast %struct.big* %0 to i8*
  %7 = call i8* @memcpy(i8* noundef nonnull %4, i8* noundef %6, i32 noundef 52) #5
  %8 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 1
  br label %9

9:                                                ; preds = %44, %1
  %10 = phi i32 [ 0, %1 ], [ %58, %44 ]
  %11 = load i32, i32* %8, align 4, !tbaa !11
  %12 = icmp sgt i32 %11, 0
  br i1 %12, label %21, label %15

13:                                               ; preds = %21
  %14 = trunc i64 %34 to i32
  br label %15

15:                                               ; preds = %13, %9
  %16 = phi i32 [ 0, %9 ], [ %14, %13 ]
  %17 = load i32, i32* %8, align 4, !tbaa !11
  %18 = icmp sgt i32 %17, 0
  br i1 %18, label %36, label %19

19:                                               ; preds = %36, %42, %15
  %20 = add i32 %10, 3
  br label %49

21:                                               ; preds = %9, %21
  %22 = phi i32 [ %24, %21 ], [ %11, %9 ]
  %23 = phi i64 [ %34, %21 ], [ 0, %9 ]
  %24 = add nsw i32 %22, -1
  %25 = shl nuw nsw i64 %23, 32
  %26 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %24
  %27 = load i32, i32* %26, align 4, !tbaa !7
  %28 = zext i32 %27 to i64
  %29 = or i64 %25, %28
  %30 = freeze i64 %29
  %31 = udiv i64 %30, 10000
  %32 = trunc i64 %31 to i32
  store i32 %32, i32* %26, align 4, !tbaa !7
  %33 = mul i64 %31, 10000
  %34 = sub i64 %30, %33
  %35 = icmp sgt i32 %22, 1
  br i1 %35, label %21, label %13, !llvm.loop !24

36:                                               ; preds = %15, %42
  %37 = phi i32 [ %38, %42 ], [ %17, %15 ]
  %38 = add nsw i32 %37, -1
  %39 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %38
  %40 = load i32, i32* %39, align 4, !tbaa !7
  %41 = icmp eq i32 %40, 0
  br i1 %41, label %42, label %19

42:                                               ; preds = %36
  store i32 %38, i32* %8, align 4, !tbaa !11
  %43 = icmp sgt i32 %37, 1
  br i1 %43, label %36, label %19, !llvm.loop !25

44:                                               ; preds = %49
  %45 = load i32, i32* %8, align 4, !tbaa !11
  %46 = icmp sgt i32 %45, 0
  br i1 %46, label %9, label %47, !llvm.loop !27

47:                                               ; preds = %44
  %48 = call i32 @llvm.smin.i32(i32 %58, i32 1)
  br label %61

49:                                               ; preds = %19, %49
  %50 = phi i32 [ %58, %49 ], [ %10, %19 ]
  %51 = phi i32 [ %53, %49 ], [ %16, %19 ]
  %52 = freeze i32 %51
  %53 = udiv i32 %52, 10
  %54 = mul i32 %53, 10
  %55 = sub i32 %52, %54
  %56 = trunc i32 %55 to i8
  %57 = or i8 %56, 48
  %58 = add i32 %50, 1
  %59 = getelementptr inbounds [120 x i8], [120 x i8]* %3, i32 0, i32 %50
  store i8 %57, i8* %59, align 1, !tbaa !28
  %60 = icmp eq i32 %50, %20
  br i1 %60, label %44, label %49, !llvm.loop !29

61:                                               ; preds = %47, %64
  %62 = phi i32 [ %65, %64 ], [ %58, %47 ]
  %63 = icmp sgt i32 %62, 1
  br i1 %63, label %64, label %69

64:                                               ; preds = %61
  %65 = add nsw i32 %62, -1
  %66 = getelementptr inbounds [120 x i8], [120 x i8]* %3, i32 0, i32 %65
  %67 = load i8, i8* %66, align 1, !tbaa !28
  %68 = icmp eq i8 %67, 48
  br i1 %68, label %61, label %69, !llvm.loop !30

69:                                               ; preds = %61, %64
  %70 = phi i32 [ %48, %61 ], [ %62, %64 ]
  %71 = icmp eq i32 %70, 0
  br i1 %71, label %83, label %72

72:                                               ; preds = %69, %72
  %73 = phi i32 [ %74, %72 ], [ %70, %69 ]
  %74 = add nsw i32 %73, -1
  %75 = getelementptr inbounds [120 x i8], [120 x i8]* %3, i32 0, i32 %74
  %76 = load i8, i8* %75, align 1, !tbaa !28
  %77 = zext i8 %76 to i32
  %78 = call i32 @putchar(i32 noundef %77) #5
  %79 = load i32, i32* @h, align 4, !tbaa !7
  %80 = xor i32 %79, %77
  %81 = mul i32 %80, 16777619
  store i32 %81, i32* @h, align 4, !tbaa !7
  %82 = icmp eq i32 %74, 0
  br i1 %82, label %83, label %72, !llvm.loop !31

83:                                               ; preds = %72, %69
  %84 = call i32 @putchar(i32 noundef 10) #5
  call void @llvm.lifetime.end.p0i8(i64 120, i8* nonnull %5) #4
  call void @llvm.lifetime.end.p0i8(i64 52, i8* nonnull %4) #4
  ret void
}

declare dso_local i8* @memcpy(i8* noundef, i8* noundef, i32 noundef) local_unnamed_addr #2

declare dso_local void @abort() local_unnamed_addr #2

declare dso_local i8* @memset(i8* noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

declare dso_local i32 @putchar(i32 noundef) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smin.i32(i32, i32) #3

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nounwind }
attributes #5 = { nobuiltin nounwind "no-builtins" }
attributes #6 = { nobuiltin "no-builtins" }

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
!11 = !{!12, !8, i64 48}
!12 = !{!"big", !9, i64 0, !8, i64 48}
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !14, !15}
!17 = distinct !{!17, !14, !15}
!18 = distinct !{!18, !14, !15}
!19 = distinct !{!19, !14, !15}
!20 = distinct !{!20, !14, !15}
!21 = distinct !{!21, !14, !15}
!22 = distinct !{!22, !14, !15}
!23 = distinct !{!23, !14, !15}
!24 = distinct !{!24, !14, !15}
!25 = distinct !{!25, !14, !15}
!26 = distinct !{!26, !14, !15}
!27 = distinct !{!27, !14, !15}
!28 = !{!9, !9, i64 0}
!29 = distinct !{!29, !14, !15}
!30 = distinct !{!30, !14, !15}
!31 = distinct !{!31, !14, !15}
