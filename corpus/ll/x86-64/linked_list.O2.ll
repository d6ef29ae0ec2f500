; ModuleID = 'linked_list.c'
source_filename = "linked_list.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.entry = type { i16, i16, i8, i8 }
%struct.node = type { i32, %struct.node* }

@lru_tail = internal unnamed_addr global i16 0, align 2
@where = internal unnamed_addr global [64 x i8] zeroinitializer, align 16
@cache = internal unnamed_addr global [16 x %struct.entry] zeroinitializer, align 16
@free_list = internal unnamed_addr global %struct.node* null, align 8
@pool = internal global [96 x %struct.node] zeroinitializer, align 16
@used = internal unnamed_addr global i32 0, align 4

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.node, align 8
  %2 = alloca %struct.node*, align 8
  %3 = alloca %struct.node*, align 8
  br label %4

4:                                                ; preds = %4, %0
  %5 = phi i64 [ 95, %0 ], [ %18, %4 ]
  %6 = phi %struct.node* [ null, %0 ], [ %16, %4 ]
  %7 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i64 0, i64 %5
  %8 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i64 0, i64 %5, i32 1
  store %struct.node* %6, %struct.node** %8, align 8, !tbaa !2
  %9 = add nsw i64 %5, -1
  %10 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i64 0, i64 %9
  %11 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i64 0, i64 %9, i32 1
  store %struct.node* %7, %struct.node** %11, align 8, !tbaa !2
  %12 = add nsw i64 %5, -2
  %13 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i64 0, i64 %12
  %14 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i64 0, i64 %12, i32 1
  store %struct.node* %10, %struct.node** %14, align 8, !tbaa !2
  %15 = add nsw i64 %5, -3
  %16 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i64 0, i64 %15
  %17 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i64 0, i64 %15, i32 1
  store %struct.node* %13, %struct.node** %17, align 8, !tbaa !2
  %18 = add nsw i64 %5, -4
  %19 = icmp eq i64 %15, 0
  br i1 %19, label %20, label %4, !llvm.loop !8

20:                                               ; preds = %4
  %21 = bitcast %struct.node** %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %21)
  store %struct.node* null, %struct.node** %2, align 8, !tbaa !10
  %22 = bitcast %struct.node** %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %22)
  store %struct.node* null, %struct.node** %3, align 8, !tbaa !10
  br label %23

23:                                               ; preds = %20, %55
  %24 = phi %struct.node* [ getelementptr inbounds ([96 x %struct.node], [96 x %struct.node]* @pool, i64 0, i64 0), %20 ], [ %57, %55 ]
  %25 = phi i32 [ 0, %20 ], [ %60, %55 ]
  %26 = phi i32 [ 31337, %20 ], [ %28, %55 ]
  %27 = mul i32 %26, 1103515245
  %28 = add i32 %27, 12345
  %29 = and i32 %25, 1
  %30 = icmp eq i32 %29, 0
  %31 = select i1 %30, %struct.node** %3, %struct.node** %2
  %32 = lshr i32 %28, 20
  %33 = add nsw i32 %32, -2048
  %34 = load %struct.node*, %struct.node** %31, align 8, !tbaa !10
  %35 = icmp eq %struct.node* %34, null
  br i1 %35, label %51, label %36

36:                                               ; preds = %23
  %37 = getelementptr inbounds %struct.node, %struct.node* %34, i64 0, i32 0
  %38 = load i32, i32* %37, align 8, !tbaa !11
  %39 = icmp slt i32 %38, %33
  br i1 %39, label %40, label %51

40:                                               ; preds = %36, %45
  %41 = phi %struct.node* [ %43, %45 ], [ %34, %36 ]
  %42 = getelementptr inbounds %struct.node, %struct.node* %41, i64 0, i32 1
  %43 = load %struct.node*, %struct.node** %42, align 8, !tbaa !10
  %44 = icmp eq %struct.node* %43, null
  br i1 %44, label %49, label %45, !llvm.loop !12

45:                                               ; preds = %40
  %46 = getelementptr inbounds %struct.node, %struct.node* %43, i64 0, i32 0
  %47 = load i32, i32* %46, align 8, !tbaa !11
  %48 = icmp slt i32 %47, %33
  br i1 %48, label %40, label %49, !llvm.loop !12

49:                                               ; preds = %45, %40
  %50 = getelementptr inbounds %struct.node, %struct.node* %41, i64 0, i32 1
  br label %51

51:                                               ; preds = %49, %36, %23
  %52 = phi %struct.node** [ %31, %23 ], [ %31, %36 ], [ %50, %49 ]
  %53 = icmp eq %struct.node* %24, null
  br i1 %53, label %54, label %55

54:                                               ; preds = %51
  tail call void @abort() #3
  br label %55

55:                                               ; preds = %51, %54
  %56 = getelementptr inbounds %struct.node, %struct.node* %24, i64 0, i32 1
  %57 = load %struct.node*, %struct.node** %56, align 8, !tbaa !2
  store %struct.node* %57, %struct.node** @free_list, align 8, !tbaa !10
  %58 = getelementptr inbounds %struct.node, %struct.node* %24, i64 0, i32 0
  store i32 %33, i32* %58, align 8, !tbaa !11
  store %struct.node* null, %struct.node** %56, align 8, !tbaa !2
  %59 = load %struct.node*, %struct.node** %52, align 8, !tbaa !10
  store %struct.node* %59, %struct.node** %56, align 8, !tbaa !2
  store %struct.node* %24, %struct.node** %52, align 8, !tbaa !10
  %60 = add nuw nsw i32 %25, 1
  %61 = icmp eq i32 %60, 40
  br i1 %61, label %151, label %23, !llvm.loop !13

62:                                               ; preds = %203
  %63 = load %struct.node*, %struct.node** %2, align 8, !tbaa !10
  %64 = icmp eq %struct.node* %63, null
  br i1 %64, label %80, label %65

65:                                               ; preds = %62, %65
  %66 = phi i32 [ %71, %65 ], [ -2128831035, %62 ]
  %67 = phi %struct.node* [ %73, %65 ], [ %63, %62 ]
  %68 = getelementptr inbounds %struct.node, %struct.node* %67, i64 0, i32 0
  %69 = load i32, i32* %68, align 8, !tbaa !11
  %70 = xor i32 %69, %66
  %71 = mul i32 %70, 16777619
  %72 = getelementptr inbounds %struct.node, %struct.node* %67, i64 0, i32 1
  %73 = load %struct.node*, %struct.node** %72, align 8, !tbaa !2
  %74 = icmp eq %struct.node* %73, null
  br i1 %74, label %75, label %65, !llvm.loop !14

75:                                               ; preds = %65
  %76 = xor i32 %71, -2128831035
  %77 = mul i32 %76, 16777619
  %78 = load %struct.node*, %struct.node** %3, align 8, !tbaa !10
  %79 = icmp eq %struct.node* %78, null
  br i1 %79, label %89, label %86

80:                                               ; preds = %62
  %81 = load %struct.node*, %struct.node** %3, align 8, !tbaa !10
  %82 = icmp eq %struct.node* %81, null
  br i1 %82, label %83, label %86

83:                                               ; preds = %80
  %84 = bitcast %struct.node* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %84) #4
  %85 = getelementptr inbounds %struct.node, %struct.node* %1, i64 0, i32 1
  store %struct.node* null, %struct.node** %85, align 8, !tbaa !2
  br label %142

86:                                               ; preds = %80, %75
  %87 = phi %struct.node* [ %81, %80 ], [ %78, %75 ]
  %88 = phi i32 [ 0, %80 ], [ %77, %75 ]
  br label %94

89:                                               ; preds = %75
  %90 = bitcast %struct.node* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %90) #4
  %91 = getelementptr inbounds %struct.node, %struct.node* %1, i64 0, i32 1
  store %struct.node* null, %struct.node** %91, align 8, !tbaa !2
  %92 = xor i32 %77, -2128831035
  %93 = mul i32 %92, 16777619
  br label %137

94:                                               ; preds = %86, %94
  %95 = phi i32 [ %100, %94 ], [ -2128831035, %86 ]
  %96 = phi %struct.node* [ %102, %94 ], [ %87, %86 ]
  %97 = getelementptr inbounds %struct.node, %struct.node* %96, i64 0, i32 0
  %98 = load i32, i32* %97, align 8, !tbaa !11
  %99 = xor i32 %98, %95
  %100 = mul i32 %99, 16777619
  %101 = getelementptr inbounds %struct.node, %struct.node* %96, i64 0, i32 1
  %102 = load %struct.node*, %struct.node** %101, align 8, !tbaa !2
  %103 = icmp eq %struct.node* %102, null
  br i1 %103, label %104, label %94, !llvm.loop !14

104:                                              ; preds = %94
  %105 = bitcast %struct.node* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %105) #4
  %106 = getelementptr inbounds %struct.node, %struct.node* %1, i64 0, i32 1
  store %struct.node* null, %struct.node** %106, align 8, !tbaa !2
  %107 = icmp eq %struct.node* %63, null
  br i1 %107, label %108, label %111

108:                                              ; preds = %104
  %109 = xor i32 %100, %88
  %110 = mul i32 %109, 16777619
  br label %142

111:                                              ; preds = %104, %127
  %112 = phi %struct.node* [ %128, %127 ], [ %1, %104 ]
  %113 = phi %struct.node* [ %130, %127 ], [ %87, %104 ]
  %114 = phi %struct.node* [ %129, %127 ], [ %63, %104 ]
  %115 = getelementptr inbounds %struct.node, %struct.node* %114, i64 0, i32 0
  %116 = load i32, i32* %115, align 8, !tbaa !11
  %117 = getelementptr inbounds %struct.node, %struct.node* %113, i64 0, i32 0
  %118 = load i32, i32* %117, align 8, !tbaa !11
  %119 = icmp sgt i32 %116, %118
  %120 = getelementptr inbounds %struct.node, %struct.node* %112, i64 0, i32 1
  br i1 %119, label %124, label %121

121:                                              ; preds = %111
  store %struct.node* %114, %struct.node** %120, align 8, !tbaa !2
  %122 = getelementptr inbounds %struct.node, %struct.node* %114, i64 0, i32 1
  %123 = load %struct.node*, %struct.node** %122, align 8, !tbaa !2
  br label %127

124:                                              ; preds = %111
  store %struct.node* %113, %struct.node** %120, align 8, !tbaa !2
  %125 = getelementptr inbounds %struct.node, %struct.node* %113, i64 0, i32 1
  %126 = load %struct.node*, %struct.node** %125, align 8, !tbaa !2
  br label %127

127:                                              ; preds = %124, %121
  %128 = phi %struct.node* [ %114, %121 ], [ %113, %124 ]
  %129 = phi %struct.node* [ %123, %121 ], [ %114, %124 ]
  %130 = phi %struct.node* [ %113, %121 ], [ %126, %124 ]
  %131 = icmp ne %struct.node* %129, null
  %132 = icmp ne %struct.node* %130, null
  %133 = select i1 %131, i1 %132, i1 false
  br i1 %133, label %111, label %134, !llvm.loop !15

134:                                              ; preds = %127
  %135 = xor i32 %100, %88
  %136 = mul i32 %135, 16777619
  br i1 %131, label %137, label %142

137:                                              ; preds = %89, %134
  %138 = phi i32 [ %93, %89 ], [ %136, %134 ]
  %139 = phi %struct.node* [ %1, %89 ], [ %128, %134 ]
  %140 = phi %struct.node* [ %63, %89 ], [ %129, %134 ]
  %141 = phi %struct.node** [ %91, %89 ], [ %106, %134 ]
  br label %142

142:                                              ; preds = %83, %108, %134, %137
  %143 = phi i32 [ %138, %137 ], [ %136, %134 ], [ %110, %108 ], [ 84696351, %83 ]
  %144 = phi %struct.node* [ %139, %137 ], [ %128, %134 ], [ %1, %108 ], [ %1, %83 ]
  %145 = phi %struct.node** [ %141, %137 ], [ %106, %134 ], [ %106, %108 ], [ %85, %83 ]
  %146 = phi %struct.node* [ %140, %137 ], [ %130, %134 ], [ %87, %108 ], [ null, %83 ]
  %147 = bitcast %struct.node* %1 to i8*
  %148 = getelementptr inbounds %struct.node, %struct.node* %144, i64 0, i32 1
  store %struct.node* %146, %struct.node** %148, align 8, !tbaa !2
  %149 = load %struct.node*, %struct.node** %145, align 8, !tbaa !2
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %147) #4
  %150 = icmp eq %struct.node* %149, null
  br i1 %150, label %245, label %207

151:                                              ; preds = %55, %203
  %152 = phi %struct.node* [ %204, %203 ], [ %57, %55 ]
  %153 = phi i32 [ %205, %203 ], [ 0, %55 ]
  %154 = phi i32 [ %156, %203 ], [ -660279167, %55 ]
  %155 = mul i32 %154, 1103515245
  %156 = add i32 %155, 12345
  %157 = lshr i32 %156, 20
  %158 = add nsw i32 %157, -2048
  %159 = load %struct.node*, %struct.node** %2, align 8, !tbaa !10
  %160 = icmp eq %struct.node* %159, null
  br i1 %160, label %194, label %161

161:                                              ; preds = %151
  %162 = getelementptr inbounds %struct.node, %struct.node* %159, i64 0, i32 0
  %163 = load i32, i32* %162, align 8, !tbaa !11
  %164 = icmp eq i32 %163, %158
  br i1 %164, label %176, label %169

165:                                              ; preds = %169
  %166 = getelementptr inbounds %struct.node, %struct.node* %172, i64 0, i32 0
  %167 = load i32, i32* %166, align 8, !tbaa !11
  %168 = icmp eq i32 %167, %158
  br i1 %168, label %174, label %169, !llvm.loop !16

169:                                              ; preds = %161, %165
  %170 = phi %struct.node* [ %172, %165 ], [ %159, %161 ]
  %171 = getelementptr inbounds %struct.node, %struct.node* %170, i64 0, i32 1
  %172 = load %struct.node*, %struct.node** %171, align 8, !tbaa !10
  %173 = icmp eq %struct.node* %172, null
  br i1 %173, label %181, label %165, !llvm.loop !16

174:                                              ; preds = %165
  %175 = getelementptr inbounds %struct.node, %struct.node* %170, i64 0, i32 1
  br label %176

176:                                              ; preds = %174, %161
  %177 = phi %struct.node* [ %159, %161 ], [ %172, %174 ]
  %178 = phi %struct.node** [ %2, %161 ], [ %175, %174 ]
  %179 = getelementptr inbounds %struct.node, %struct.node* %177, i64 0, i32 1
  %180 = load %struct.node*, %struct.node** %179, align 8, !tbaa !2
  store %struct.node* %180, %struct.node** %178, align 8, !tbaa !10
  store %struct.node* %152, %struct.node** %179, align 8, !tbaa !2
  store %struct.node* %177, %struct.node** @free_list, align 8, !tbaa !10
  br label %203

181:                                              ; preds = %169
  %182 = icmp slt i32 %163, %158
  br i1 %182, label %183, label %194

183:                                              ; preds = %181, %188
  %184 = phi %struct.node* [ %186, %188 ], [ %159, %181 ]
  %185 = getelementptr inbounds %struct.node, %struct.node* %184, i64 0, i32 1
  %186 = load %struct.node*, %struct.node** %185, align 8, !tbaa !10
  %187 = icmp eq %struct.node* %186, null
  br i1 %187, label %192, label %188, !llvm.loop !12

188:                                              ; preds = %183
  %189 = getelementptr inbounds %struct.node, %struct.node* %186, i64 0, i32 0
  %190 = load i32, i32* %189, align 8, !tbaa !11
  %191 = icmp slt i32 %190, %158
  br i1 %191, label %183, label %192, !llvm.loop !12

192:                                              ; preds = %188, %183
  %193 = getelementptr inbounds %struct.node, %struct.node* %184, i64 0, i32 1
  br label %194

194:                                              ; preds = %192, %181, %151
  %195 = phi %struct.node** [ %2, %151 ], [ %2, %181 ], [ %193, %192 ]
  %196 = icmp eq %struct.node* %152, null
  br i1 %196, label %197, label %198

197:                                              ; preds = %194
  tail call void @abort() #3
  br label %198

198:                                              ; preds = %194, %197
  %199 = getelementptr inbounds %struct.node, %struct.node* %152, i64 0, i32 1
  %200 = load %struct.node*, %struct.node** %199, align 8, !tbaa !2
  store %struct.node* %200, %struct.node** @free_list, align 8, !tbaa !10
  %201 = getelementptr inbounds %struct.node, %struct.node* %152, i64 0, i32 0
  store i32 %158, i32* %201, align 8, !tbaa !11
  store %struct.node* null, %struct.node** %199, align 8, !tbaa !2
  %202 = load %struct.node*, %struct.node** %195, align 8, !tbaa !10
  store %struct.node* %202, %struct.node** %199, align 8, !tbaa !2
  store %struct.node* %152, %struct.node** %195, align 8, !tbaa !10
  br label %203

203:                                              ; preds = %176, %198
  %204 = phi %struct.node* [ %177, %176 ], [ %200, %198 ]
  %205 = add nuw nsw i32 %153, 1
  %206 = icmp eq i32 %205, 30
  br i1 %206, label %62, label %151, !llvm.loop !17

207:                                              ; preds = %142, %259
  %208 = phi %struct.node* [ %260, %259 ], [ %149, %142 ]
  %209 = getelementptr inbounds %struct.node, %struct.node* %208, i64 0, i32 1
  %210 = load %struct.node*, %struct.node** %209, align 8, !tbaa !2
  %211 = icmp eq %struct.node* %210, null
  br i1 %211, label %212, label %251

212:                                              ; preds = %207, %259
  br i1 %150, label %245, label %213

213:                                              ; preds = %212, %213
  %214 = phi i32 [ %219, %213 ], [ -2128831035, %212 ]
  %215 = phi %struct.node* [ %221, %213 ], [ %149, %212 ]
  %216 = getelementptr inbounds %struct.node, %struct.node* %215, i64 0, i32 0
  %217 = load i32, i32* %216, align 8, !tbaa !11
  %218 = xor i32 %217, %214
  %219 = mul i32 %218, 16777619
  %220 = getelementptr inbounds %struct.node, %struct.node* %215, i64 0, i32 1
  %221 = load %struct.node*, %struct.node** %220, align 8, !tbaa !2
  %222 = icmp eq %struct.node* %221, null
  br i1 %222, label %223, label %213, !llvm.loop !14

223:                                              ; preds = %213, %223
  %224 = phi %struct.node* [ %227, %223 ], [ %149, %213 ]
  %225 = phi %struct.node* [ %224, %223 ], [ null, %213 ]
  %226 = getelementptr inbounds %struct.node, %struct.node* %224, i64 0, i32 1
  %227 = load %struct.node*, %struct.node** %226, align 8, !tbaa !2
  store %struct.node* %225, %struct.node** %226, align 8, !tbaa !2
  %228 = icmp eq %struct.node* %227, null
  br i1 %228, label %229, label %223, !llvm.loop !18

229:                                              ; preds = %223
  %230 = getelementptr inbounds %struct.node, %struct.node* %224, i64 0, i32 0
  %231 = load i32, i32* %230, align 8, !tbaa !11
  %232 = xor i32 %231, -2128831035
  %233 = mul i32 %232, 16777619
  %234 = icmp eq %struct.node* %225, null
  br i1 %234, label %245, label %235, !llvm.loop !14

235:                                              ; preds = %229, %235
  %236 = phi i32 [ %243, %235 ], [ %233, %229 ]
  %237 = phi %struct.node* [ %239, %235 ], [ %225, %229 ]
  %238 = getelementptr inbounds %struct.node, %struct.node* %237, i64 0, i32 1
  %239 = load %struct.node*, %struct.node** %238, align 8, !tbaa !2
  %240 = getelementptr inbounds %struct.node, %struct.node* %237, i64 0, i32 0
  %241 = load i32, i32* %240, align 8, !tbaa !11
  %242 = xor i32 %241, %236
  %243 = mul i32 %242, 16777619
  %244 = icmp eq %struct.node* %239, null
  br i1 %244, label %245, label %235, !llvm.loop !14

245:                                              ; preds = %235, %229, %142, %212
  %246 = phi i32 [ -2128831035, %212 ], [ -2128831035, %142 ], [ %219, %229 ], [ %219, %235 ]
  %247 = phi i32 [ -2128831035, %212 ], [ -2128831035, %142 ], [ %233, %229 ], [ %243, %235 ]
  %248 = xor i32 %246, %143
  %249 = mul i32 %248, 16777619
  %250 = xor i32 %249, %247
  store i16 -1, i16* @lru_tail, align 2, !tbaa !19
  br label %264

251:                                              ; preds = %207
  %252 = getelementptr inbounds %struct.node, %struct.node* %208, i64 0, i32 0
  %253 = load i32, i32* %252, align 8, !tbaa !11
  %254 = getelementptr inbounds %struct.node, %struct.node* %210, i64 0, i32 0
  %255 = load i32, i32* %254, align 8, !tbaa !11
  %256 = icmp sgt i32 %253, %255
  br i1 %256, label %257, label %259

257:                                              ; preds = %251
  tail call void @abort() #3
  %258 = load %struct.node*, %struct.node** %209, align 8, !tbaa !2
  br label %259

259:                                              ; preds = %251, %257
  %260 = phi %struct.node* [ %210, %251 ], [ %258, %257 ]
  %261 = icmp eq %struct.node* %260, null
  br i1 %261, label %212, label %207, !llvm.loop !21

262:                                              ; preds = %264
  %263 = load i32, i32* @used, align 4, !tbaa !22
  br label %288

264:                                              ; preds = %264, %245
  %265 = phi i64 [ 0, %245 ], [ %281, %264 ]
  %266 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i64 0, i64 %265
  store i8 -1, i8* %266, align 8, !tbaa !23
  %267 = or i64 %265, 1
  %268 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i64 0, i64 %267
  store i8 -1, i8* %268, align 1, !tbaa !23
  %269 = or i64 %265, 2
  %270 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i64 0, i64 %269
  store i8 -1, i8* %270, align 2, !tbaa !23
  %271 = or i64 %265, 3
  %272 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i64 0, i64 %271
  store i8 -1, i8* %272, align 1, !tbaa !23
  %273 = or i64 %265, 4
  %274 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i64 0, i64 %273
  store i8 -1, i8* %274, align 4, !tbaa !23
  %275 = or i64 %265, 5
  %276 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i64 0, i64 %275
  store i8 -1, i8* %276, align 1, !tbaa !23
  %277 = or i64 %265, 6
  %278 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i64 0, i64 %277
  store i8 -1, i8* %278, align 2, !tbaa !23
  %279 = or i64 %265, 7
  %280 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i64 0, i64 %279
  store i8 -1, i8* %280, align 1, !tbaa !23
  %281 = add nuw nsw i64 %265, 8
  %282 = icmp eq i64 %281, 64
  br i1 %282, label %262, label %264, !llvm.loop !24

283:                                              ; preds = %384
  %284 = mul i32 %250, 16777619
  %285 = xor i32 %389, %284
  %286 = mul i32 %285, 16777619
  %287 = icmp sgt i16 %386, -1
  br i1 %287, label %395, label %392

288:                                              ; preds = %262, %384
  %289 = phi i16 [ -1, %262 ], [ %385, %384 ]
  %290 = phi i32 [ 0, %262 ], [ %390, %384 ]
  %291 = phi i32 [ 0, %262 ], [ %389, %384 ]
  %292 = phi i32 [ -776295573, %262 ], [ %296, %384 ]
  %293 = phi i32 [ %263, %262 ], [ %387, %384 ]
  %294 = phi i16 [ -1, %262 ], [ %386, %384 ]
  %295 = mul i32 %292, 1103515245
  %296 = add i32 %295, 12345
  %297 = lshr i32 %296, 16
  %298 = icmp slt i32 %296, 0
  %299 = select i1 %298, i32 15, i32 63
  %300 = and i32 %299, %297
  %301 = zext i32 %300 to i64
  %302 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i64 0, i64 %301
  %303 = load i8, i8* %302, align 1, !tbaa !23
  %304 = icmp sgt i8 %303, -1
  br i1 %304, label %305, label %334

305:                                              ; preds = %288
  %306 = zext i8 %303 to i64
  %307 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i64 0, i64 %306, i32 3
  %308 = load i8, i8* %307, align 1, !tbaa !25
  %309 = add i8 %308, 1
  store i8 %309, i8* %307, align 1, !tbaa !25
  %310 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i64 0, i64 %306, i32 0
  %311 = load i16, i16* %310, align 2, !tbaa !27
  %312 = icmp sgt i16 %311, -1
  %313 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i64 0, i64 %306, i32 1
  %314 = load i16, i16* %313, align 2, !tbaa !28
  br i1 %312, label %315, label %319

315:                                              ; preds = %305
  %316 = zext i16 %311 to i64
  %317 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i64 0, i64 %316, i32 1
  store i16 %314, i16* %317, align 2, !tbaa !28
  %318 = load i16, i16* %313, align 2, !tbaa !28
  br label %319

319:                                              ; preds = %315, %305
  %320 = phi i16 [ %294, %315 ], [ %314, %305 ]
  %321 = phi i16 [ %318, %315 ], [ %314, %305 ]
  %322 = icmp sgt i16 %321, -1
  %323 = zext i16 %321 to i64
  %324 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i64 0, i64 %323, i32 0
  %325 = select i1 %322, i16* %324, i16* @lru_tail
  store i16 %311, i16* %325, align 2, !tbaa !19
  store i16 -1, i16* %310, align 2, !tbaa !27
  store i16 %320, i16* %313, align 2, !tbaa !28
  %326 = icmp sgt i16 %320, -1
  %327 = zext i8 %303 to i16
  br i1 %326, label %328, label %331

328:                                              ; preds = %319
  %329 = zext i16 %320 to i64
  %330 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i64 0, i64 %329, i32 0
  store i16 %327, i16* %330, align 2, !tbaa !27
  br label %331

331:                                              ; preds = %328, %319
  %332 = load i16, i16* @lru_tail, align 2, !tbaa !19
  %333 = icmp slt i16 %332, 0
  br i1 %333, label %380, label %384

334:                                              ; preds = %288
  %335 = icmp slt i32 %293, 16
  br i1 %335, label %336, label %338

336:                                              ; preds = %334
  %337 = add nsw i32 %293, 1
  store i32 %337, i32* @used, align 4, !tbaa !22
  br label %361

338:                                              ; preds = %334
  %339 = sext i16 %289 to i32
  %340 = sext i16 %289 to i64
  %341 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i64 0, i64 %340, i32 0
  %342 = load i16, i16* %341, align 2, !tbaa !27
  %343 = icmp sgt i16 %342, -1
  %344 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i64 0, i64 %340, i32 1
  %345 = load i16, i16* %344, align 2, !tbaa !28
  br i1 %343, label %346, label %350

346:                                              ; preds = %338
  %347 = zext i16 %342 to i64
  %348 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i64 0, i64 %347, i32 1
  store i16 %345, i16* %348, align 2, !tbaa !28
  %349 = load i16, i16* %344, align 2, !tbaa !28
  br label %350

350:                                              ; preds = %338, %346
  %351 = phi i16 [ %294, %346 ], [ %345, %338 ]
  %352 = phi i16 [ %349, %346 ], [ %345, %338 ]
  %353 = icmp sgt i16 %352, -1
  %354 = zext i16 %352 to i64
  %355 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i64 0, i64 %354, i32 0
  %356 = select i1 %353, i16* %355, i16* @lru_tail
  store i16 %342, i16* %356, align 2, !tbaa !19
  %357 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i64 0, i64 %340, i32 2
  %358 = load i8, i8* %357, align 2, !tbaa !29
  %359 = zext i8 %358 to i64
  %360 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i64 0, i64 %359
  store i8 -1, i8* %360, align 1, !tbaa !23
  br label %361

361:                                              ; preds = %350, %336
  %362 = phi i16 [ %294, %336 ], [ %351, %350 ]
  %363 = phi i32 [ %337, %336 ], [ %293, %350 ]
  %364 = phi i32 [ %293, %336 ], [ %339, %350 ]
  %365 = trunc i32 %300 to i8
  %366 = sext i32 %364 to i64
  %367 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i64 0, i64 %366, i32 2
  store i8 %365, i8* %367, align 2, !tbaa !29
  %368 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i64 0, i64 %366, i32 3
  store i8 0, i8* %368, align 1, !tbaa !25
  %369 = trunc i32 %364 to i8
  store i8 %369, i8* %302, align 1, !tbaa !23
  %370 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i64 0, i64 %366, i32 0
  store i16 -1, i16* %370, align 2, !tbaa !27
  %371 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i64 0, i64 %366, i32 1
  store i16 %362, i16* %371, align 2, !tbaa !28
  %372 = icmp sgt i16 %362, -1
  %373 = trunc i32 %364 to i16
  br i1 %372, label %374, label %377

374:                                              ; preds = %361
  %375 = zext i16 %362 to i64
  %376 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i64 0, i64 %375, i32 0
  store i16 %373, i16* %376, align 2, !tbaa !27
  br label %377

377:                                              ; preds = %374, %361
  %378 = load i16, i16* @lru_tail, align 2, !tbaa !19
  %379 = icmp slt i16 %378, 0
  br i1 %379, label %380, label %384

380:                                              ; preds = %377, %331
  %381 = phi i32 [ %293, %331 ], [ %363, %377 ]
  %382 = phi i16 [ %327, %331 ], [ %373, %377 ]
  %383 = phi i32 [ 1, %331 ], [ 0, %377 ]
  store i16 %382, i16* @lru_tail, align 2, !tbaa !19
  br label %384

384:                                              ; preds = %331, %377, %380
  %385 = phi i16 [ %332, %331 ], [ %378, %377 ], [ %382, %380 ]
  %386 = phi i16 [ %327, %331 ], [ %373, %377 ], [ %382, %380 ]
  %387 = phi i32 [ %293, %331 ], [ %363, %377 ], [ %381, %380 ]
  %388 = phi i32 [ 1, %331 ], [ 0, %377 ], [ %383, %380 ]
  %389 = add nsw i32 %388, %291
  %390 = add nuw nsw i32 %290, 1
  %391 = icmp eq i32 %390, 900
  br i1 %391, label %283, label %288, !llvm.loop !30

392:                                              ; preds = %395, %283
  %393 = phi i32 [ %286, %283 ], [ %410, %395 ]
  %394 = and i32 %393, 2147483647
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %22)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %21)
  ret i32 %394

395:                                              ; preds = %283, %395
  %396 = phi i32 [ %410, %395 ], [ %286, %283 ]
  %397 = phi i16 [ %409, %395 ], [ %386, %283 ]
  %398 = zext i16 %397 to i64
  %399 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i64 0, i64 %398, i32 2
  %400 = load i8, i8* %399, align 2, !tbaa !29
  %401 = zext i8 %400 to i32
  %402 = xor i32 %396, %401
  %403 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i64 0, i64 %398, i32 3
  %404 = load i8, i8* %403, align 1, !tbaa !25
  %405 = zext i8 %404 to i32
  %406 = shl nuw nsw i32 %405, 8
  %407 = xor i32 %402, %406
  %408 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i64 0, i64 %398, i32 1
  %409 = load i16, i16* %408, align 2, !tbaa !19
  %410 = mul i32 %407, 16777619
  %411 = icmp sgt i16 %409, -1
  br i1 %411, label %395, label %392, !llvm.loop !31
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

declare dso_local void @abort() local_unnamed_addr #2

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nobuiltin nounwind "no-builtins" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !7, i64 8}
!3 = !{!"node", !4, i64 0, !7, i64 8}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = !{!"any pointer", !5, i64 0}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!7, !7, i64 0}
!11 = !{!3, !4, i64 0}
!12 = distinct !{!12, !9}
!13 = distinct !{!13, !9}
!14 = distinct !{!14, !9}
!15 = distinct !{!15, !9}
!16 = distinct !{!16, !9}
!17 = distinct !{!17, !9}
!18 = distinct !{!18, !9}
!19 = !{!20, !20, i64 0}
!20 = !{!"short", !5, i64 0}
!21 = distinct !{!21, !9}
!22 = !{!4, !4, i64 0}
!23 = !{!5, !5, i64 0}
!24 = distinct !{!24, !9}
!25 = !{!26, !5, i64 5}
!26 = !{!"entry", !20, i64 0, !20, i64 2, !5, i64 4, !5, i64 5}
!27 = !{!26, !20, i64 0}
!28 = !{!26, !20, i64 2}
!29 = !{!26, !5, i64 4}
!30 = distinct !{!30, !9}
!31 = distinct !{!31, !9}
