; ModuleID = 'strings.c'
source_filename = "strings.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@main.src = internal constant [44 x i8] c"the quick brown fox jumps over the lazy dog\00", align 16
@text = internal global [128 x i8] zeroinitializer, align 16
@main.needles = internal unnamed_addr constant [8 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7], align 16
@.str = private unnamed_addr constant [4 x i8] c"the\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"fox\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"dog\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"lazy dog\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"cat\00", align 1
@.str.5 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"quick brown\00", align 1
@.str.7 = private unnamed_addr constant [2 x i8] c"g\00", align 1
@scratch = internal global [160 x i8] zeroinitializer, align 16
@main.nums = internal unnamed_addr constant [8 x ptr] [ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15], align 16
@.str.8 = private unnamed_addr constant [2 x i8] c"0\00", align 1
@.str.9 = private unnamed_addr constant [3 x i8] c"42\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"-17\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c"  +2024\00", align 1
@.str.12 = private unnamed_addr constant [12 x i8] c"-2147483647\00", align 1
@.str.13 = private unnamed_addr constant [7 x i8] c"123abc\00", align 1
@.str.14 = private unnamed_addr constant [6 x i8] c"   -0\00", align 1
@.str.15 = private unnamed_addr constant [6 x i8] c"99999\00", align 1
@.str.16 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.17 = private unnamed_addr constant [4 x i8] c"abd\00", align 1
@.str.18 = private unnamed_addr constant [2 x i8] c"\80\00", align 1
@.str.19 = private unnamed_addr constant [2 x i8] c"\7F\00", align 1
@h = internal unnamed_addr global i32 -2128831035, align 4

; Function Attrs: nounwind
define dso_local range(i32 0, -2147483648) i32 @main() local_unnamed_addr #0 {
  %1 = tail call ptr @memcpy(ptr noundef nonnull @text, ptr noundef nonnull @main.src, i64 noundef 44) #2
  %2 = tail call i64 @strlen(ptr noundef nonnull @text) #2
  %3 = icmp eq i64 %2, 43
  br i1 %3, label %5, label %4

4:                                                ; preds = %0
  tail call void @abort() #2
  br label %5

5:                                                ; preds = %4, %0
  %6 = tail call i64 @strlen(ptr noundef nonnull @text) #2
  %7 = icmp eq i64 %6, 0
  br i1 %7, label %48, label %8

8:                                                ; preds = %5
  %9 = getelementptr inbounds i8, ptr @text, i64 %6
  %10 = getelementptr inbounds i8, ptr %9, i64 -1
  %11 = icmp ugt ptr %10, @text
  br i1 %11, label %12, label %20

12:                                               ; preds = %8, %12
  %13 = phi ptr [ %17, %12 ], [ @text, %8 ]
  %14 = phi ptr [ %18, %12 ], [ %10, %8 ]
  %15 = load i8, ptr %13, align 1, !tbaa !2
  %16 = load i8, ptr %14, align 1, !tbaa !2
  %17 = getelementptr inbounds i8, ptr %13, i64 1
  store i8 %16, ptr %13, align 1, !tbaa !2
  %18 = getelementptr inbounds i8, ptr %14, i64 -1
  store i8 %15, ptr %14, align 1, !tbaa !2
  %19 = icmp ult ptr %17, %18
  br i1 %19, label %12, label %20, !llvm.loop !5

20:                                               ; preds = %12, %8
  br label %21

21:                                               ; preds = %20, %45
  %22 = phi ptr [ %46, %45 ], [ @text, %20 ]
  %23 = phi ptr [ %47, %45 ], [ @text, %20 ]
  %24 = load i8, ptr %23, align 1, !tbaa !2
  switch i8 %24, label %45 [
    i8 32, label %25
    i8 0, label %25
  ]

25:                                               ; preds = %21, %21
  %26 = icmp ugt ptr %23, %22
  %27 = getelementptr inbounds i8, ptr %23, i64 -1
  %28 = icmp ult ptr %22, %27
  %29 = select i1 %26, i1 %28, i1 false
  br i1 %29, label %30, label %40

30:                                               ; preds = %25, %30
  %31 = phi ptr [ %35, %30 ], [ %22, %25 ]
  %32 = phi ptr [ %36, %30 ], [ %27, %25 ]
  %33 = load i8, ptr %31, align 1, !tbaa !2
  %34 = load i8, ptr %32, align 1, !tbaa !2
  %35 = getelementptr inbounds i8, ptr %31, i64 1
  store i8 %34, ptr %31, align 1, !tbaa !2
  %36 = getelementptr inbounds i8, ptr %32, i64 -1
  store i8 %33, ptr %32, align 1, !tbaa !2
  %37 = icmp ult ptr %35, %36
  br i1 %37, label %30, label %38, !llvm.loop !5

38:                                               ; preds = %30
  %39 = load i8, ptr %23, align 1, !tbaa !2
  br label %40

40:                                               ; preds = %38, %25
  %41 = phi i8 [ %39, %38 ], [ %24, %25 ]
  %42 = icmp eq i8 %41, 0
  br i1 %42, label %48, label %43

43:                                               ; preds = %40
  %44 = getelementptr inbounds i8, ptr %23, i64 1
  br label %45

45:                                               ; preds = %43, %21
  %46 = phi ptr [ %44, %43 ], [ %22, %21 ]
  %47 = getelementptr inbounds i8, ptr %23, i64 1
  br label %21

48:                                               ; preds = %40, %5
  %49 = load i8, ptr @text, align 16, !tbaa !2
  %50 = icmp eq i8 %49, 0
  br i1 %50, label %59, label %51

51:                                               ; preds = %48, %51
  %52 = phi i8 [ %57, %51 ], [ %49, %48 ]
  %53 = phi ptr [ %54, %51 ], [ @text, %48 ]
  %54 = getelementptr inbounds i8, ptr %53, i64 1
  %55 = sext i8 %52 to i32
  %56 = tail call i32 @putchar(i32 noundef %55) #2
  %57 = load i8, ptr %54, align 1, !tbaa !2
  %58 = icmp eq i8 %57, 0
  br i1 %58, label %59, label %51, !llvm.loop !7

59:                                               ; preds = %51, %48
  %60 = tail call i32 @putchar(i32 noundef 10) #2
  %61 = load i8, ptr @text, align 16, !tbaa !2
  %62 = icmp eq i8 %61, 0
  br i1 %62, label %76, label %63

63:                                               ; preds = %59
  %64 = load i32, ptr @h, align 4, !tbaa !8
  br label %65

65:                                               ; preds = %65, %63
  %66 = phi i8 [ %73, %65 ], [ %61, %63 ]
  %67 = phi ptr [ %69, %65 ], [ @text, %63 ]
  %68 = phi i32 [ %72, %65 ], [ %64, %63 ]
  %69 = getelementptr inbounds i8, ptr %67, i64 1
  %70 = zext i8 %66 to i32
  %71 = xor i32 %68, %70
  %72 = mul i32 %71, 16777619
  %73 = load i8, ptr %69, align 1, !tbaa !2
  %74 = icmp eq i8 %73, 0
  br i1 %74, label %75, label %65, !llvm.loop !10

75:                                               ; preds = %65
  store i32 %72, ptr @h, align 4, !tbaa !8
  br label %76

76:                                               ; preds = %59, %75
  %77 = tail call i64 @strlen(ptr noundef nonnull @text) #2
  %78 = icmp eq i64 %77, 0
  br i1 %78, label %119, label %79

79:                                               ; preds = %76
  %80 = getelementptr inbounds i8, ptr @text, i64 %77
  %81 = getelementptr inbounds i8, ptr %80, i64 -1
  %82 = icmp ugt ptr %81, @text
  br i1 %82, label %83, label %91

83:                                               ; preds = %79, %83
  %84 = phi ptr [ %88, %83 ], [ @text, %79 ]
  %85 = phi ptr [ %89, %83 ], [ %81, %79 ]
  %86 = load i8, ptr %84, align 1, !tbaa !2
  %87 = load i8, ptr %85, align 1, !tbaa !2
  %88 = getelementptr inbounds i8, ptr %84, i64 1
  store i8 %87, ptr %84, align 1, !tbaa !2
  %89 = getelementptr inbounds i8, ptr %85, i64 -1
  store i8 %86, ptr %85, align 1, !tbaa !2
  %90 = icmp ult ptr %88, %89
  br i1 %90, label %83, label %91, !llvm.loop !5

91:                                               ; preds = %83, %79
  br label %92

92:                                               ; preds = %91, %116
  %93 = phi ptr [ %117, %116 ], [ @text, %91 ]
  %94 = phi ptr [ %118, %116 ], [ @text, %91 ]
  %95 = load i8, ptr %94, align 1, !tbaa !2
  switch i8 %95, label %116 [
    i8 32, label %96
    i8 0, label %96
  ]

96:                                               ; preds = %92, %92
  %97 = icmp ugt ptr %94, %93
  %98 = getelementptr inbounds i8, ptr %94, i64 -1
  %99 = icmp ult ptr %93, %98
  %100 = select i1 %97, i1 %99, i1 false
  br i1 %100, label %101, label %111

101:                                              ; preds = %96, %101
  %102 = phi ptr [ %106, %101 ], [ %93, %96 ]
  %103 = phi ptr [ %107, %101 ], [ %98, %96 ]
  %104 = load i8, ptr %102, align 1, !tbaa !2
  %105 = load i8, ptr %103, align 1, !tbaa !2
  %106 = getelementptr inbounds i8, ptr %102, i64 1
  store i8 %105, ptr %102, align 1, !tbaa !2
  %107 = getelementptr inbounds i8, ptr %103, i64 -1
  store i8 %104, ptr %103, align 1, !tbaa !2
  %108 = icmp ult ptr %106, %107
  br i1 %108, label %101, label %109, !llvm.loop !5

109:                                              ; preds = %101
  %110 = load i8, ptr %94, align 1, !tbaa !2
  br label %111

111:                                              ; preds = %109, %96
  %112 = phi i8 [ %110, %109 ], [ %95, %96 ]
  %113 = icmp eq i8 %112, 0
  br i1 %113, label %119, label %114

114:                                              ; preds = %111
  %115 = getelementptr inbounds i8, ptr %94, i64 1
  br label %116

116:                                              ; preds = %114, %92
  %117 = phi ptr [ %115, %114 ], [ %93, %92 ]
  %118 = getelementptr inbounds i8, ptr %94, i64 1
  br label %92

119:                                              ; preds = %111, %76
  %120 = tail call i32 @memcmp(ptr noundef nonnull @text, ptr noundef nonnull @main.src, i64 noundef 44) #2
  %121 = icmp eq i32 %120, 0
  br i1 %121, label %122, label %123

122:                                              ; preds = %123, %119
  br label %208

123:                                              ; preds = %119
  tail call void @abort() #2
  br label %122

124:                                              ; preds = %200, %124
  %125 = phi i8 [ %130, %124 ], [ %206, %200 ]
  %126 = phi ptr [ %127, %124 ], [ @scratch, %200 ]
  %127 = getelementptr inbounds i8, ptr %126, i64 1
  %128 = sext i8 %125 to i32
  %129 = tail call i32 @putchar(i32 noundef %128) #2
  %130 = load i8, ptr %127, align 1, !tbaa !2
  %131 = icmp eq i8 %130, 0
  br i1 %131, label %132, label %124, !llvm.loop !7

132:                                              ; preds = %124, %200
  %133 = tail call i32 @putchar(i32 noundef 10) #2
  %134 = load i8, ptr @scratch, align 16, !tbaa !2
  %135 = icmp eq i8 %134, 0
  br i1 %135, label %149, label %136

136:                                              ; preds = %132
  %137 = load i32, ptr @h, align 4, !tbaa !8
  br label %138

138:                                              ; preds = %138, %136
  %139 = phi i8 [ %146, %138 ], [ %134, %136 ]
  %140 = phi ptr [ %142, %138 ], [ @scratch, %136 ]
  %141 = phi i32 [ %145, %138 ], [ %137, %136 ]
  %142 = getelementptr inbounds i8, ptr %140, i64 1
  %143 = zext i8 %139 to i32
  %144 = xor i32 %141, %143
  %145 = mul i32 %144, 16777619
  %146 = load i8, ptr %142, align 1, !tbaa !2
  %147 = icmp eq i8 %146, 0
  br i1 %147, label %148, label %138, !llvm.loop !10

148:                                              ; preds = %138
  store i32 %145, ptr @h, align 4, !tbaa !8
  br label %149

149:                                              ; preds = %132, %148
  br label %235

150:                                              ; preds = %226, %168
  %151 = phi i64 [ %173, %168 ], [ 0, %226 ]
  %152 = getelementptr inbounds [8 x ptr], ptr @main.needles, i64 0, i64 %151
  %153 = load ptr, ptr %152, align 8, !tbaa !11
  %154 = tail call i64 @strlen(ptr noundef nonnull getelementptr inbounds (i8, ptr @text, i64 1)) #2
  %155 = tail call i64 @strlen(ptr noundef %153) #2
  %156 = icmp ugt i64 %155, %154
  br i1 %156, label %168, label %157

157:                                              ; preds = %150, %162
  %158 = phi i64 [ %163, %162 ], [ 0, %150 ]
  %159 = getelementptr inbounds i8, ptr getelementptr inbounds (i8, ptr @text, i64 1), i64 %158
  %160 = tail call i32 @memcmp(ptr noundef nonnull %159, ptr noundef %153, i64 noundef %155) #2
  %161 = icmp eq i32 %160, 0
  br i1 %161, label %166, label %162

162:                                              ; preds = %157
  %163 = add i64 %158, 1
  %164 = add i64 %163, %155
  %165 = icmp ugt i64 %164, %154
  br i1 %165, label %168, label %157, !llvm.loop !13

166:                                              ; preds = %157
  %167 = trunc i64 %158 to i32
  br label %168

168:                                              ; preds = %162, %166, %150
  %169 = phi i32 [ -1, %150 ], [ %167, %166 ], [ -1, %162 ]
  %170 = load i32, ptr @h, align 4, !tbaa !8
  %171 = xor i32 %170, %169
  %172 = mul i32 %171, 16777619
  store i32 %172, ptr @h, align 4, !tbaa !8
  %173 = add nuw nsw i64 %151, 1
  %174 = icmp eq i64 %173, 8
  br i1 %174, label %175, label %150, !llvm.loop !14

175:                                              ; preds = %168, %193
  %176 = phi i64 [ %198, %193 ], [ 0, %168 ]
  %177 = getelementptr inbounds [8 x ptr], ptr @main.needles, i64 0, i64 %176
  %178 = load ptr, ptr %177, align 8, !tbaa !11
  %179 = tail call i64 @strlen(ptr noundef nonnull getelementptr inbounds (i8, ptr @text, i64 2)) #2
  %180 = tail call i64 @strlen(ptr noundef %178) #2
  %181 = icmp ugt i64 %180, %179
  br i1 %181, label %193, label %182

182:                                              ; preds = %175, %187
  %183 = phi i64 [ %188, %187 ], [ 0, %175 ]
  %184 = getelementptr inbounds i8, ptr getelementptr inbounds (i8, ptr @text, i64 2), i64 %183
  %185 = tail call i32 @memcmp(ptr noundef nonnull %184, ptr noundef %178, i64 noundef %180) #2
  %186 = icmp eq i32 %185, 0
  br i1 %186, label %191, label %187

187:                                              ; preds = %182
  %188 = add i64 %183, 1
  %189 = add i64 %188, %180
  %190 = icmp ugt i64 %189, %179
  br i1 %190, label %193, label %182, !llvm.loop !13

191:                                              ; preds = %182
  %192 = trunc i64 %183 to i32
  br label %193

193:                                              ; preds = %187, %191, %175
  %194 = phi i32 [ -1, %175 ], [ %192, %191 ], [ -1, %187 ]
  %195 = load i32, ptr @h, align 4, !tbaa !8
  %196 = xor i32 %195, %194
  %197 = mul i32 %196, 16777619
  store i32 %197, ptr @h, align 4, !tbaa !8
  %198 = add nuw nsw i64 %176, 1
  %199 = icmp eq i64 %198, 8
  br i1 %199, label %200, label %175, !llvm.loop !14

200:                                              ; preds = %193
  %201 = tail call ptr @memset(ptr noundef nonnull @scratch, i32 noundef 46, i64 noundef 159) #2
  store i8 0, ptr getelementptr inbounds (i8, ptr @scratch, i64 159), align 1, !tbaa !2
  %202 = tail call ptr @memcpy(ptr noundef nonnull getelementptr inbounds (i8, ptr @scratch, i64 10), ptr noundef nonnull @main.src, i64 noundef 20) #2
  %203 = tail call ptr @memmove(ptr noundef nonnull getelementptr inbounds (i8, ptr @scratch, i64 15), ptr noundef nonnull getelementptr inbounds (i8, ptr @scratch, i64 10), i64 noundef 20) #2
  %204 = tail call ptr @memmove(ptr noundef nonnull getelementptr inbounds (i8, ptr @scratch, i64 5), ptr noundef nonnull getelementptr inbounds (i8, ptr @scratch, i64 12), i64 noundef 25) #2
  %205 = tail call ptr @memset(ptr noundef nonnull getelementptr inbounds (i8, ptr @scratch, i64 40), i32 noundef 120, i64 noundef 7) #2
  store i8 0, ptr getelementptr inbounds (i8, ptr @scratch, i64 60), align 4, !tbaa !2
  %206 = load i8, ptr @scratch, align 16, !tbaa !2
  %207 = icmp eq i8 %206, 0
  br i1 %207, label %132, label %124

208:                                              ; preds = %122, %226
  %209 = phi i64 [ %231, %226 ], [ 0, %122 ]
  %210 = getelementptr inbounds [8 x ptr], ptr @main.needles, i64 0, i64 %209
  %211 = load ptr, ptr %210, align 8, !tbaa !11
  %212 = tail call i64 @strlen(ptr noundef nonnull @text) #2
  %213 = tail call i64 @strlen(ptr noundef %211) #2
  %214 = icmp ugt i64 %213, %212
  br i1 %214, label %226, label %215

215:                                              ; preds = %208, %222
  %216 = phi i64 [ %223, %222 ], [ 0, %208 ]
  %217 = getelementptr inbounds i8, ptr @text, i64 %216
  %218 = tail call i32 @memcmp(ptr noundef nonnull %217, ptr noundef %211, i64 noundef %213) #2
  %219 = icmp eq i32 %218, 0
  br i1 %219, label %220, label %222

220:                                              ; preds = %215
  %221 = trunc i64 %216 to i32
  br label %226

222:                                              ; preds = %215
  %223 = add i64 %216, 1
  %224 = add i64 %223, %213
  %225 = icmp ugt i64 %224, %212
  br i1 %225, label %226, label %215, !llvm.loop !13

226:                                              ; preds = %222, %208, %220
  %227 = phi i32 [ -1, %208 ], [ %221, %220 ], [ -1, %222 ]
  %228 = load i32, ptr @h, align 4, !tbaa !8
  %229 = xor i32 %228, %227
  %230 = mul i32 %229, 16777619
  store i32 %230, ptr @h, align 4, !tbaa !8
  %231 = add nuw nsw i64 %209, 1
  %232 = icmp eq i64 %231, 8
  br i1 %232, label %150, label %208, !llvm.loop !14

233:                                              ; preds = %301
  %234 = load i32, ptr @h, align 4, !tbaa !8
  br label %323

235:                                              ; preds = %149, %301
  %236 = phi i32 [ %302, %301 ], [ 1, %149 ]
  %237 = tail call ptr @memcpy(ptr noundef nonnull @text, ptr noundef nonnull @main.src, i64 noundef 44) #2
  %238 = load i8, ptr @text, align 16, !tbaa !2
  %239 = icmp eq i8 %238, 0
  br i1 %239, label %297, label %240

240:                                              ; preds = %235, %256
  %241 = phi i8 [ %258, %256 ], [ %238, %235 ]
  %242 = phi ptr [ %257, %256 ], [ @text, %235 ]
  %243 = add i8 %241, -97
  %244 = icmp ult i8 %243, 26
  br i1 %244, label %248, label %245

245:                                              ; preds = %240
  %246 = add i8 %241, -65
  %247 = icmp ult i8 %246, 26
  br i1 %247, label %248, label %256

248:                                              ; preds = %245, %240
  %249 = phi i8 [ %243, %240 ], [ %246, %245 ]
  %250 = phi i8 [ 97, %240 ], [ 65, %245 ]
  %251 = zext nneg i8 %249 to i32
  %252 = add nuw nsw i32 %236, %251
  %253 = urem i32 %252, 26
  %254 = trunc nuw nsw i32 %253 to i8
  %255 = add nuw nsw i8 %250, %254
  store i8 %255, ptr %242, align 1, !tbaa !2
  br label %256

256:                                              ; preds = %248, %245
  %257 = getelementptr inbounds i8, ptr %242, i64 1
  %258 = load i8, ptr %257, align 1, !tbaa !2
  %259 = icmp eq i8 %258, 0
  br i1 %259, label %260, label %240, !llvm.loop !15

260:                                              ; preds = %256
  %261 = load i8, ptr @text, align 16, !tbaa !2
  %262 = icmp eq i8 %261, 0
  br i1 %262, label %297, label %263

263:                                              ; preds = %260
  %264 = load i32, ptr @h, align 4, !tbaa !8
  br label %265

265:                                              ; preds = %265, %263
  %266 = phi i8 [ %273, %265 ], [ %261, %263 ]
  %267 = phi ptr [ %269, %265 ], [ @text, %263 ]
  %268 = phi i32 [ %272, %265 ], [ %264, %263 ]
  %269 = getelementptr inbounds i8, ptr %267, i64 1
  %270 = zext i8 %266 to i32
  %271 = xor i32 %268, %270
  %272 = mul i32 %271, 16777619
  %273 = load i8, ptr %269, align 1, !tbaa !2
  %274 = icmp eq i8 %273, 0
  br i1 %274, label %275, label %265, !llvm.loop !10

275:                                              ; preds = %265
  store i32 %272, ptr @h, align 4, !tbaa !8
  br label %276

276:                                              ; preds = %275, %293
  %277 = phi i8 [ %295, %293 ], [ %261, %275 ]
  %278 = phi ptr [ %294, %293 ], [ @text, %275 ]
  %279 = add i8 %277, -97
  %280 = icmp ult i8 %279, 26
  br i1 %280, label %284, label %281

281:                                              ; preds = %276
  %282 = add i8 %277, -65
  %283 = icmp ult i8 %282, 26
  br i1 %283, label %284, label %293

284:                                              ; preds = %281, %276
  %285 = phi i8 [ %279, %276 ], [ %282, %281 ]
  %286 = phi i8 [ 97, %276 ], [ 65, %281 ]
  %287 = zext nneg i8 %285 to i32
  %288 = sub nsw i32 %287, %236
  %289 = add i32 %288, 26
  %290 = srem i32 %289, 26
  %291 = trunc nsw i32 %290 to i8
  %292 = add nsw i8 %286, %291
  store i8 %292, ptr %278, align 1, !tbaa !2
  br label %293

293:                                              ; preds = %284, %281
  %294 = getelementptr inbounds i8, ptr %278, i64 1
  %295 = load i8, ptr %294, align 1, !tbaa !2
  %296 = icmp eq i8 %295, 0
  br i1 %296, label %297, label %276, !llvm.loop !15

297:                                              ; preds = %293, %235, %260
  %298 = tail call i32 @memcmp(ptr noundef nonnull @text, ptr noundef nonnull @main.src, i64 noundef 44) #2
  %299 = icmp eq i32 %298, 0
  br i1 %299, label %301, label %300

300:                                              ; preds = %297
  tail call void @abort() #2
  br label %301

301:                                              ; preds = %297, %300
  %302 = add nuw nsw i32 %236, 3
  %303 = icmp ult i32 %236, 23
  br i1 %303, label %235, label %233, !llvm.loop !16

304:                                              ; preds = %355
  store i32 %359, ptr @h, align 4, !tbaa !8
  %305 = tail call i32 @memcmp(ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.17, i64 noundef 3) #2
  %306 = lshr i32 %305, 31
  %307 = load i32, ptr @h, align 4, !tbaa !8
  %308 = xor i32 %307, %306
  %309 = mul i32 %308, 16777619
  store i32 %309, ptr @h, align 4, !tbaa !8
  %310 = tail call i32 @memcmp(ptr noundef nonnull @.str.17, ptr noundef nonnull @.str.16, i64 noundef 3) #2
  %311 = icmp sgt i32 %310, 0
  %312 = zext i1 %311 to i32
  %313 = load i32, ptr @h, align 4, !tbaa !8
  %314 = xor i32 %313, %312
  %315 = mul i32 %314, 16777619
  store i32 %315, ptr @h, align 4, !tbaa !8
  %316 = tail call i32 @memcmp(ptr noundef nonnull @.str.18, ptr noundef nonnull @.str.19, i64 noundef 1) #2
  %317 = icmp sgt i32 %316, 0
  %318 = zext i1 %317 to i32
  %319 = load i32, ptr @h, align 4, !tbaa !8
  %320 = xor i32 %319, %318
  %321 = mul i32 %320, 16777619
  store i32 %321, ptr @h, align 4, !tbaa !8
  %322 = and i32 %321, 2147483647
  ret i32 %322

323:                                              ; preds = %233, %355
  %324 = phi i64 [ 0, %233 ], [ %360, %355 ]
  %325 = phi i32 [ %234, %233 ], [ %359, %355 ]
  %326 = getelementptr inbounds [8 x ptr], ptr @main.nums, i64 0, i64 %324
  %327 = load ptr, ptr %326, align 8, !tbaa !11
  br label %328

328:                                              ; preds = %331, %323
  %329 = phi ptr [ %327, %323 ], [ %332, %331 ]
  %330 = load i8, ptr %329, align 1, !tbaa !2
  switch i8 %330, label %337 [
    i8 32, label %331
    i8 45, label %333
    i8 43, label %335
  ]

331:                                              ; preds = %328
  %332 = getelementptr inbounds i8, ptr %329, i64 1
  br label %328, !llvm.loop !17

333:                                              ; preds = %328
  %334 = getelementptr inbounds i8, ptr %329, i64 1
  br label %337

335:                                              ; preds = %328
  %336 = getelementptr inbounds i8, ptr %329, i64 1
  br label %337

337:                                              ; preds = %328, %335, %333
  %338 = phi ptr [ %334, %333 ], [ %336, %335 ], [ %329, %328 ]
  %339 = phi i32 [ -1, %333 ], [ 1, %335 ], [ 1, %328 ]
  %340 = load i8, ptr %338, align 1, !tbaa !2
  %341 = add i8 %340, -48
  %342 = icmp ult i8 %341, 10
  br i1 %342, label %343, label %355

343:                                              ; preds = %337, %343
  %344 = phi i8 [ %352, %343 ], [ %340, %337 ]
  %345 = phi i32 [ %351, %343 ], [ 0, %337 ]
  %346 = phi ptr [ %348, %343 ], [ %338, %337 ]
  %347 = mul nsw i32 %345, 10
  %348 = getelementptr inbounds i8, ptr %346, i64 1
  %349 = add nsw i8 %344, -48
  %350 = zext nneg i8 %349 to i32
  %351 = add nsw i32 %347, %350
  %352 = load i8, ptr %348, align 1, !tbaa !2
  %353 = add i8 %352, -48
  %354 = icmp ult i8 %353, 10
  br i1 %354, label %343, label %355, !llvm.loop !18

355:                                              ; preds = %343, %337
  %356 = phi i32 [ 0, %337 ], [ %351, %343 ]
  %357 = mul nsw i32 %356, %339
  %358 = xor i32 %325, %357
  %359 = mul i32 %358, 16777619
  %360 = add nuw nsw i64 %324, 1
  %361 = icmp eq i64 %360, 8
  br i1 %361, label %304, label %323, !llvm.loop !19
}

declare dso_local ptr @memcpy(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #1

declare dso_local i64 @strlen(ptr noundef) local_unnamed_addr #1

declare dso_local void @abort() local_unnamed_addr #1

declare dso_local i32 @memcmp(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #1

declare dso_local ptr @memset(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #1

declare dso_local ptr @memmove(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #1

declare dso_local i32 @putchar(i32 noundef) local_unnamed_addr #1

attributes #0 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !3, i64 0}
!3 = !{!"omnipotent char", !4, i64 0}
!4 = !{!"Simple C/C++ TBAA"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !3, i64 0}
!10 = distinct !{!10, !6}
!11 = !{!12, !12, i64 0}
!12 = !{!"any pointer", !3, i64 0}
!13 = distinct !{!13, !6}
!14 = distinct !{!14, !6}
!15 = distinct !{!15, !6}
!16 = distinct !{!16, !6}
!17 = distinct !{!17, !6}
!18 = distinct !{!18, !6}
!19 = distinct !{!19, !6}
